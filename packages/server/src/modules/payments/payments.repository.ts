import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { customers } from '../customers/index.ts';
import { policies } from '../policies/index.ts';
import { paymentDailyTotals, payments } from './payments.tables.ts';
import { unallocatedMoney } from './unallocated.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** SQL of payments. Every method filters by partner_guid (row-level security checks again). */
export const paymentsRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(payments)
      .where(and(eq(payments.partner_guid, partner), eq(payments.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof payments.$inferInsert>) {
    const [row] = await db
      .update(payments)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(payments.partner_guid, partner), eq(payments.guid, guid)))
      .returning();
    return row!;
  },
  async byReference(db: Executor, partner: string, reference: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.partner_guid, partner), eq(payments.mno_reference, reference)));
    return row;
  },
  async page(db: Executor, partner: string, q: { page: number; size: number; policy?: string; customer?: string }) {
    const where = and(
      eq(payments.partner_guid, partner),
      q.policy ? eq(payments.policy_guid, q.policy) : undefined,
      q.customer ? eq(payments.customer_guid, q.customer) : undefined,
    );
    // One after the other: inside a transaction both would share one connection.
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.effected_at), desc(payments.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(payments).where(where),
    );
  },
  /** Count and sum per day and status over the range (refunds are their own status, `refunded`). */
  byDay(db: Executor, partner: string, range: { from?: string; to?: string }) {
    const t = paymentDailyTotals;
    return db
      .select({
        day: t.day,
        status: t.status,
        count: sql<number>`${t.count}::int`,
        amount_cents: sql<number>`${t.amount_cents}`,
      })
      .from(t)
      .where(
        and(
          eq(t.partner_guid, partner),
          range.from ? gte(t.day, range.from) : undefined,
          range.to ? lte(t.day, range.to) : undefined,
          sql`${t.count} <> 0`,
        ),
      )
      .orderBy(asc(t.day), asc(t.status));
  },
  /** Money held as unallocated (not matched nor refunded), per day it was paid, as the dashboard's `unallocated`. */
  unallocatedByDay(db: Executor, partner: string, range: { from?: string; to?: string }) {
    const u = unallocatedMoney;
    return db
      .select({
        day: u.effected_date,
        status: sql<string>`'unallocated'`,
        count: sql<number>`count(*)::int`,
        amount_cents: sql<number>`sum(${u.amount_cents})`,
      })
      .from(u)
      .where(
        and(
          eq(u.partner_guid, partner),
          eq(u.status, 'unallocated'),
          range.from ? gte(u.effected_date, range.from) : undefined,
          range.to ? lte(u.effected_date, range.to) : undefined,
        ),
      )
      .groupBy(u.effected_date)
      .orderBy(asc(u.effected_date));
  },
  async insert(db: Executor, row: typeof payments.$inferInsert) {
    const [out] = await db.insert(payments).values(row).onConflictDoNothing().returning();
    return out;
  },
  async policy(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.guid, guid)));
    return row;
  },
  async customerExists(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select({ guid: customers.guid })
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.guid, guid)));
    return Boolean(row);
  },
  async customerByMsisdn(db: Executor, partner: string, msisdn: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.msisdn, msisdn)));
    return row;
  },
  policiesOf: (db: Executor, partner: string, customer: string) =>
    db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.customer_guid, customer)))
      .orderBy(desc(policies.purchased_at)),
};
