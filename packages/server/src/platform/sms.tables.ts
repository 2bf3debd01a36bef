import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from './db/columns.ts';

/**
 * Every SMS goes through the outbox (partner-owned). The gateway adapter records the message, then delivers it:
 * the built-in simulated gateway marks it `delivered` at once; a provider adapter would set `sent`/`failed`.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    ...partnerOwned(),
    /** The customer it was sent to, when it was sent to one. */
    customer_guid: uuid(),
    msisdn: text().notNull(),
    text: text().notNull(),
    kind: text().notNull(),
    status: text().notNull().default('queued'),
    provider_reference: text(),
    error: text(),
    sent_at: ts(),
    delivered_at: ts(),
    /** The SMS batch recipient (batch and line) this message was for: at most one message per recipient. */
    batch_guid: uuid(),
    batch_line: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('sms_outbox_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.created_at),
  ],
);
