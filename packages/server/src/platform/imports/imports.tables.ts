import type { ImportStage } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns.ts';

/** One uploaded file of rows and its progress (migration 0015). */
export const importBatches = pgTable(
  'import_batches',
  {
    partner_guid: uuid().notNull(),
    guid: uuid().notNull(),
    kind: text().notNull(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    file_type: text().notNull(),
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    dry_run: boolean().notNull(),
    status: text().notNull(),
    step: text().notNull(),
    staged: boolean().notNull().default(false),
    cancel_requested: boolean().notNull().default(false),
    /** Runs started: a batch whose runs keep failing stops after MAX_ATTEMPTS. */
    attempts: integer().notNull().default(0),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    valid: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    duplicates: integer().notNull().default(0),
    already: integer().notNull().default(0),
    applied: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    error: text(),
    error_params: jsonb().$type<Record<string, string | number>>(),
    created_by: text(),
    created_by_guid: text(),
    /** The upload's Idempotency-Key: the same key again answers this batch instead of a second one. */
    idempotency_key: text(),
    /** A hash of the upload's file and options: the same key with another file is refused (migration 0038). */
    request_hash: text(),
    /** Named steps with counts (migration 0021), for domains that declare `stages`. */
    stages: jsonb().$type<ImportStage[]>().notNull().default([]),
    created_at: ts().defaultNow().notNull(),
    updated_at: ts().defaultNow().notNull(),
    finished_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('import_batches_partner_failed_idx').on(t.partner_guid, t.created_at).where(sql`${t.status} = 'failed'`),
  ],
);
export type ImportBatchRow = typeof importBatches.$inferSelect;

/** A staged row (COPY): no partner column, reached only through its batch (see the migration). */
export const importRows = pgTable(
  'import_rows',
  {
    batch_guid: uuid().notNull(),
    line: integer().notNull(),
    row_key: text(),
    data: jsonb().$type<Record<string, string>>().notNull(),
    /** The value the domain's schema parsed (valid rows; migration 0023): what a set-based apply reads in SQL. */
    value: jsonb().$type<unknown>(),
    status: text().notNull(),
    reason: text(),
    reason_params: jsonb().$type<Record<string, string | number>>(),
  },
  (t) => [primaryKey({ columns: [t.batch_guid, t.line] })],
);
