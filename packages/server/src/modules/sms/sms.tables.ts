import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';

/** SMS templates (migration 0018): `%s` markers filled in order by `parameters`. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    ...partnerOwned(),
    code: text().notNull(),
    text: text().notNull(),
    language: text().notNull(),
    parameters: jsonb().$type<string[]>().notNull().default([]),
    system_generated: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    uniqueIndex('sms_templates_code_language').on(t.partner_guid, t.code, t.language),
  ],
);
export type SmsTemplateRow = typeof smsTemplates.$inferSelect;

/** An SMS batch: a blast from a file (its import batch) or a bulk SMS to a selection of customers. */
export const smsBatches = pgTable(
  'sms_batches',
  {
    ...partnerOwned(),
    batch_number: integer().notNull(),
    source: text().$type<'file' | 'customers'>().notNull(),
    import_batch_guid: uuid(),
    filename: text(),
    file_sha256: text(),
    delimiter: text(),
    msisdn_column: text(),
    text_column: text(),
    default_text: text(),
    selection: jsonb().$type<Record<string, unknown>>(),
    scheduled_at: ts(),
    reply_expected: boolean().notNull().default(false),
    status: text().notNull(),
    /** Bulk SMS to customers: the recipients were chosen (once, in one transaction). */
    selected: boolean().notNull().default(false),
    total: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    recipients: integer().notNull().default(0),
    segments: bigint({ mode: 'number' }).notNull().default(0),
    sent: integer().notNull().default(0),
    delivered: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    error: text(),
    created_by: text(),
    created_by_guid: text(),
    started_at: ts(),
    finished_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('sms_batches_partner_created_idx').on(t.partner_guid, t.created_at),
  ],
);
export type SmsBatchRow = typeof smsBatches.$inferSelect;

/** One message of a batch; `handed` once its outbox row is written (same transaction). */
export const smsBatchRecipients = pgTable(
  'sms_batch_recipients',
  {
    partner_guid: uuid().notNull(),
    batch_guid: uuid().notNull(),
    line: integer().notNull(),
    msisdn: text().notNull(),
    text: text().notNull(),
    customer_guid: uuid(),
    segments: smallint().notNull(),
    handed: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.batch_guid, t.line] })],
);
