import { bigint, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/** A partner's loyalty settings (migration 0021): the product given, the spend that earns it, the period's days. */
export const loyaltySettings = pgTable('loyalty_settings', {
  partner_guid: uuid().primaryKey(),
  product_guid: uuid().notNull(),
  spend_threshold_cents: bigint({ mode: 'number' }).notNull(),
  period_days: integer().notNull(),
  updated_by: text(),
  updated_at: ts().defaultNow().notNull(),
});

/** One loyalty run per import batch, with the settings it started with. */
export const loyaltyRuns = pgTable(
  'loyalty_runs',
  {
    partner_guid: uuid().notNull(),
    batch_guid: uuid().notNull(),
    mode: text().$type<'eligibility' | 'renewal'>().notNull(),
    product_guid: uuid().notNull(),
    spend_threshold_cents: bigint({ mode: 'number' }).notNull(),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    backed_up: integer().notNull().default(0),
    undone_at: ts(),
    undone_by: text(),
    created_at: ts().defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.batch_guid] })],
);
export type LoyaltyRunRow = typeof loyaltyRuns.$inferSelect;

/** The backup: each change of a run with the policy's state before it (null when the policy was granted). */
export const loyaltyAllocations = pgTable(
  'loyalty_allocations',
  {
    partner_guid: uuid().notNull(),
    batch_guid: uuid().notNull(),
    row_key: text().notNull(),
    customer_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    action: text().$type<'granted' | 'renewed'>().notNull(),
    before: jsonb().$type<{ valid_until: string | null; status: string } | null>(),
    spend_cents: bigint({ mode: 'number' }).notNull(),
    created_at: ts().defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.batch_guid, t.row_key] })],
);
