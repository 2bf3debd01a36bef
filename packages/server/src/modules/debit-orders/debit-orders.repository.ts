import { type DebitOrder, type DebitOrderTransaction, LIVE_MANDATE_STATUSES } from '@coverdesk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { customers } from '../customers/index.ts';
import { policies } from '../policies/index.ts';
import { debitOrders, debitOrderTransactions } from './debit-orders.tables.ts';

export type DebitOrderRow = typeof debitOrders.$inferSelect;
export type DebitTransactionRow = typeof debitOrderTransactions.$inferSelect;

export const maskAccount = (account: string) => `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/** The answer shape of a debit order (account number masked). */
export function debitOrderView(row: DebitOrderRow, policyNumber: string): DebitOrder {
  return {
    guid: row.guid,
    customer_guid: row.customer_guid,
    policy_guid: row.policy_guid,
    policy_number: policyNumber,
    bank_detail_guid: row.bank_detail_guid,
    bank_name: row.bank_name,
    account_holder: row.account_holder,
    account_number_masked: maskAccount(row.account_number),
    amount_in_cents: row.amount_in_cents,
    day: row.day,
    start_date: row.start_date,
    msisdn: row.msisdn,
    reference: row.reference,
    retries: row.retries,
    mandate_reference: row.mandate_reference,
    mandate_status: row.mandate_status as DebitOrder['mandate_status'],
    mandate_message: row.mandate_message,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const t = debitOrderTransactions;
/** Columns of a transaction as listed (with its policy number, customer name and msisdn). */
const transactionColumns = {
  guid: t.guid,
  debit_order_guid: t.debit_order_guid,
  policy_guid: t.policy_guid,
  policy_number: policies.policy_number,
  customer_guid: t.customer_guid,
  customer_name: customers.full_name,
  msisdn: debitOrders.msisdn,
  reference: t.reference,
  period: t.period,
  amount_in_cents: t.amount_in_cents,
  due_date: t.due_date,
  status: t.status,
  attempts: t.attempts,
  retries: t.retries,
  unpaid_code: t.unpaid_code,
  reason: t.reason,
  retry_on: t.retry_on,
  assume_paid_on: t.assume_paid_on,
  payment_guid: t.payment_guid,
  updated_at: t.updated_at,
};

export interface TransactionFilter {
  statuses: string[];
  page: number;
  size: number;
  policy_guid?: string;
  search?: string;
  from?: string;
  to?: string;
}

/** SQL of debit orders and their transactions. Every method filters by partner_guid (row-level security again). */
export const debitOrdersRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(debitOrders)
      .where(and(eq(debitOrders.partner_guid, partner), eq(debitOrders.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async insert(db: Executor, row: typeof debitOrders.$inferInsert) {
    const [out] = await db.insert(debitOrders).values(row).returning();
    return out!;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof debitOrders.$inferInsert>) {
    const [row] = await db
      .update(debitOrders)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(debitOrders.partner_guid, partner), eq(debitOrders.guid, guid)))
      .returning();
    return row!;
  },
  /** Debit orders of a policy or of a customer, newest first, with the policy number. */
  /** The policy's live debit order (pending authentication or active), if any: there is at most one. */
  async liveForPolicy(db: Executor, partner: string, policy: string) {
    const [row] = await db
      .select()
      .from(debitOrders)
      .where(
        and(
          eq(debitOrders.partner_guid, partner),
          eq(debitOrders.policy_guid, policy),
          inArray(debitOrders.mandate_status, [...LIVE_MANDATE_STATUSES]),
        ),
      );
    return row;
  },
  async list(db: Executor, partner: string, by: { policy?: string; customer?: string }) {
    const rows = await db
      .select({ d: debitOrders, policy_number: policies.policy_number })
      .from(debitOrders)
      .innerJoin(
        policies,
        and(eq(policies.partner_guid, debitOrders.partner_guid), eq(policies.guid, debitOrders.policy_guid)),
      )
      .where(
        and(
          eq(debitOrders.partner_guid, partner),
          by.policy ? eq(debitOrders.policy_guid, by.policy) : undefined,
          by.customer ? eq(debitOrders.customer_guid, by.customer) : undefined,
        ),
      )
      .orderBy(desc(debitOrders.created_at), desc(debitOrders.guid))
      .limit(200);
    return rows.map((r) => debitOrderView(r.d, r.policy_number));
  },
  /** Any partner: the public mandate call finds a debit order's mandate by its unique reference. */
  async byMandate(db: Executor, reference: string) {
    const [row] = await db
      .select({ d: debitOrders, policy_number: policies.policy_number })
      .from(debitOrders)
      .innerJoin(
        policies,
        and(eq(policies.partner_guid, debitOrders.partner_guid), eq(policies.guid, debitOrders.policy_guid)),
      )
      .where(eq(debitOrders.mandate_reference, reference));
    return row;
  },
  async customerByMsisdn(db: Executor, partner: string, msisdn: string) {
    const [row] = await db
      .select({ guid: customers.guid })
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.msisdn, msisdn)));
    return row;
  },
  /** A removed debit order's retries are not sent: they fail with the reason. */
  cancelRetries: (db: Executor, partner: string, debitOrder: string) =>
    db
      .update(t)
      .set({ status: 'failed', retry_on: null, reason: 'debit order removed', updated_at: sql`now()` })
      .where(and(eq(t.partner_guid, partner), eq(t.debit_order_guid, debitOrder), eq(t.status, 'retry_scheduled'))),
  async transactions(db: Executor, partner: string, f: TransactionFilter) {
    const search = f.search ? `${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      eq(t.partner_guid, partner),
      sql`${t.status} in ${f.statuses}`,
      f.policy_guid ? eq(t.policy_guid, f.policy_guid) : undefined,
      f.from ? sql`${t.due_date} >= ${f.from}` : undefined,
      f.to ? sql`${t.due_date} <= ${f.to}` : undefined,
      search
        ? sql`(${t.reference} like ${search} or ${policies.policy_number} like ${search} or ${debitOrders.msisdn} like ${search})`
        : undefined,
    );
    const base = () =>
      db
        .select(transactionColumns)
        .from(t)
        .innerJoin(
          debitOrders,
          and(eq(debitOrders.partner_guid, t.partner_guid), eq(debitOrders.guid, t.debit_order_guid)),
        )
        .innerJoin(policies, and(eq(policies.partner_guid, t.partner_guid), eq(policies.guid, t.policy_guid)))
        .innerJoin(customers, and(eq(customers.partner_guid, t.partner_guid), eq(customers.guid, t.customer_guid)));
    const { items, count: total } = await pageOf(
      f,
      (w) => base().where(where).orderBy(desc(t.due_date), desc(t.guid)).limit(w.limit).offset(w.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .innerJoin(
          debitOrders,
          and(eq(debitOrders.partner_guid, t.partner_guid), eq(debitOrders.guid, t.debit_order_guid)),
        )
        .innerJoin(policies, and(eq(policies.partner_guid, t.partner_guid), eq(policies.guid, t.policy_guid)))
        .where(where),
    );
    return { items: items as DebitOrderTransaction[], count: total };
  },
  async transactionViews(db: Executor, partner: string, guids: string[]) {
    if (!guids.length) return new Map<string, DebitOrderTransaction>();
    const rows = await db
      .select(transactionColumns)
      .from(t)
      .innerJoin(
        debitOrders,
        and(eq(debitOrders.partner_guid, t.partner_guid), eq(debitOrders.guid, t.debit_order_guid)),
      )
      .innerJoin(policies, and(eq(policies.partner_guid, t.partner_guid), eq(policies.guid, t.policy_guid)))
      .innerJoin(customers, and(eq(customers.partner_guid, t.partner_guid), eq(customers.guid, t.customer_guid)))
      .where(and(eq(t.partner_guid, partner), sql`${t.guid} = any(${sql.param(guids)}::uuid[])`));
    return new Map(rows.map((r) => [r.guid, r as DebitOrderTransaction]));
  },
};
