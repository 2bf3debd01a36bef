import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';

/**
 * Unallocated money (migration 0038): money that could not be applied to a policy, held until matched or refunded.
 * One entry per MNO reference of the partner.
 */
export const unallocatedMoney = pgTable(
  'unallocated_money',
  {
    ...partnerOwned(),
    mno_reference: text().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    effected_date: date({ mode: 'string' }).notNull(),
    payer_msisdn: text(),
    payer_name: text(),
    policy_number: text(),
    reason: text().notNull(),
    reason_params: jsonb(),
    source: text().notNull(),
    batch_guid: uuid(),
    line: integer(),
    /** unallocated, matched, refund */
    status: text().notNull().default('unallocated'),
    policy_guid: uuid(),
    payment_guid: uuid(),
    decided_by: text(),
    decided_at: ts(),
    decision_note: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    uniqueIndex('unallocated_money_reference_key').on(t.partner_guid, t.mno_reference),
    index('unallocated_money_status_idx').on(t.partner_guid, t.status, t.created_at, t.guid),
    index('unallocated_money_created_idx').on(t.partner_guid, t.created_at, t.guid),
  ],
);
export type UnallocatedRow = typeof unallocatedMoney.$inferSelect;
