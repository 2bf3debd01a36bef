import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { customers } from '../customers/index.ts';
import { policies } from '../policies/index.ts';

/**
 * A debit order and its mandate (SPEC §3 Debit order). The bank account is copied from the customer's bank details
 * when the mandate is registered (the mandate names that account even if the bank details change later).
 */
export const debitOrders = pgTable(
  'debit_orders',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    bank_detail_guid: uuid().notNull(),
    bank_name: text().notNull(),
    branch_code: text(),
    account_holder: text().notNull(),
    account_number: text().notNull(),
    amount_in_cents: bigint({ mode: 'number' }).notNull(),
    day: integer().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    msisdn: text().notNull(),
    reference: text().notNull(),
    retries: integer().notNull().default(2),
    mandate_reference: text().notNull(),
    mandate_status: text().notNull(),
    mandate_message: text(),
    mandate_requested_at: ts().defaultNow().notNull(),
    cancelled_at: ts(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'debit_orders_pk' }),
    uniqueIndex('debit_orders_mandate_reference_key').on(t.mandate_reference),
    index('debit_orders_policy_idx').on(t.partner_guid, t.policy_guid, t.created_at),
    /** One live debit order per policy (migration 0038): a second would collect the premium twice. */
    uniqueIndex('debit_orders_one_live_per_policy')
      .on(t.partner_guid, t.policy_guid)
      .where(sql`${t.mandate_status} in ('pending_authentication', 'active')`),
    index('debit_orders_customer_idx').on(t.partner_guid, t.customer_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
  ],
);

/** One collection of a debit order for one period (`YYYY-MM`): never two (unique key). */
export const debitOrderTransactions = pgTable(
  'debit_order_transactions',
  {
    ...partnerOwned(),
    debit_order_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    customer_guid: uuid().notNull(),
    reference: text().notNull(),
    period: text().notNull(),
    amount_in_cents: bigint({ mode: 'number' }).notNull(),
    due_date: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(1),
    retries: integer().notNull(),
    unpaid_code: text(),
    reason: text(),
    retry_on: date({ mode: 'string' }),
    assume_paid_on: date({ mode: 'string' }).notNull(),
    payment_guid: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'debit_order_transactions_pk' }),
    uniqueIndex('debit_order_transactions_period_key').on(t.partner_guid, t.debit_order_guid, t.period),
    uniqueIndex('debit_order_transactions_reference_key').on(t.partner_guid, t.reference),
    index('debit_order_transactions_policy_idx').on(t.partner_guid, t.policy_guid, t.due_date),
    foreignKey({
      columns: [t.partner_guid, t.debit_order_guid],
      foreignColumns: [debitOrders.partner_guid, debitOrders.guid],
    }),
  ],
);

/**
 * A collection run (a job): its progress, its cursor (the due slot and the last mandate of the last chunk committed:
 * a killed worker's run resumes there) and what it did. `step`: expire → collect → retry → assume_paid → done.
 */
export const debitCollectionRuns = pgTable(
  'debit_collection_runs',
  {
    ...partnerOwned(),
    run_date: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('queued'),
    step: text().notNull().default('expire'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    created: integer().notNull().default(0),
    retried: integer().notNull().default(0),
    assumed_paid: integer().notNull().default(0),
    expired_mandates: integer().notNull().default(0),
    slot: integer().notNull().default(0),
    after_guid: uuid(),
    cancel_requested: boolean().notNull().default(false),
    error: text(),
    created_by: text(),
    created_by_guid: text(),
    finished_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'debit_collection_runs_pk' }),
    index('debit_collection_runs_list_idx').on(t.partner_guid, t.created_at, t.guid),
  ],
);

/** Cashback earned by a claim-free period of a policy (contract `cashback.schemas.ts` has the rule). */
export const cashbacks = pgTable(
  'cashbacks',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    customer_guid: uuid().notNull(),
    benefit_guid: uuid().notNull(),
    benefit_name: text().notNull(),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    premiums_paid_cents: bigint({ mode: 'number' }).notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('unpaid'),
    paid_at: ts(),
    paid_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'cashbacks_pk' }),
    uniqueIndex('cashbacks_period_key').on(t.partner_guid, t.policy_guid, t.benefit_guid, t.period_start),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);

/** Days banks do not collect on, per country (shared reference data, no partner). */
export const publicHolidays = pgTable(
  'public_holidays',
  { country_code: text().notNull(), day: date({ mode: 'string' }).notNull(), name: text().notNull() },
  (t) => [primaryKey({ columns: [t.country_code, t.day], name: 'public_holidays_pk' })],
);
