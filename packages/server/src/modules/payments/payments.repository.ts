import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import type { ReadStatement } from '../../platform/db/scoped-reader.ts';
import { customers } from '../customers/index.ts';
import { policies } from '../policies/index.ts';
import { payments } from './payments.tables.ts';

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
  /**
   * The dashboard's rows in one statement for the scoped reader (`database.reader`): count and sum per day and status
   * over the range from the daily totals the payments triggers keep (refunds are their own status, `refunded`), and
   * the money held as unallocated (not matched nor refunded) per day it was paid as the status `unallocated`; by day,
   * then status. One round trip where a transaction with two selects took five. Sums as decimal text: exact.
   */
  statusStatement(partner: string, range: { from?: string; to?: string }): ReadStatement {
    return {
      name: 'payments_status_by_day',
      text: `select day, status, count, amount_cents::text as amount_cents from (
          select t.day, t.status, t.count::int as count, t.amount_cents::numeric as amount_cents
          from payment_daily_totals t
          where t.partner_guid = $1 and t.day >= coalesce($2::date, '-infinity') and t.day <= coalesce($3::date, 'infinity')
            and t.count <> 0
          union all
          select u.effected_date, 'unallocated', count(*)::int, sum(u.amount_cents)
          from unallocated_money u
          where u.partner_guid = $1 and u.status = 'unallocated'
            and u.effected_date >= coalesce($2::date, '-infinity') and u.effected_date <= coalesce($3::date, 'infinity')
          group by u.effected_date
        ) d order by day, status collate "C"`,
      values: [partner, range.from ?? null, range.to ?? null],
    };
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
