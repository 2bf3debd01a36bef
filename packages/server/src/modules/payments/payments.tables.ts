import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { policies } from '../policies/index.ts';

/** A premium payment (SPEC §3 Payment). The MNO reference is unique per partner: the same payment never counts twice. */
export const payments = pgTable(
  'payments',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    customer_guid: uuid().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    effected_at: ts().notNull(),
    mno_reference: text().notNull(),
    /** succeeded, pending, failed, reversed */
    status: text().notNull(),
    mno_status: text(),
    mno_message: text(),
    /** normal or bundle (SPEC §4). */
    payment_type: text().notNull().default('normal'),
    channel: text().notNull().default('WebClient'),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('payments_partner_mno_reference_key').on(t.partner_guid, t.mno_reference),
    index('payments_partner_policy_idx').on(t.partner_guid, t.policy_guid, t.effected_at),
    index('payments_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.effected_at),
    /** The dashboard counts this month's payments; lists of a partner's payments are newest first. */
    index('payments_partner_effected_idx').on(t.partner_guid, t.effected_at),
    /** The refunds and web agents reports read the few payments of their kind in a period (0034). */
    index('payments_refunds_idx').on(t.partner_guid, t.effected_at).where(sql`${t.payment_type} = 'refund'`),
    index('payments_by_hand_idx').on(t.partner_guid, t.effected_at).where(sql`${t.channel} = 'WebClient'`),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
  ],
);

/**
 * The first answer of a money-moving call made with an `Idempotency-Key` header: a repeat with the same key and the
 * same body replays it; the same key with another body is refused. Written in the call's own transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    partner_guid: uuid().notNull(),
    /** The operation, e.g. `POST /api/payments`. */
    scope: text().notNull(),
    key: text().notNull(),
    request_hash: text().notNull(),
    response: jsonb().notNull(),
    created_at: ts().defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.scope, t.key] }),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);

/**
 * Counts and sums of payments per partner, day (UTC) and status (`refunded` for refunds), kept by statement-level
 * triggers on `payments` (migration 0015): the dashboard reads days × statuses rows, never the payments.
 */
export const paymentDailyTotals = pgTable(
  'payment_daily_totals',
  {
    partner_guid: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.day, t.status] })],
);
