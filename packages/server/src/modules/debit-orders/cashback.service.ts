import type { Cashback } from '@coverdesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Actor, audit, auditFrom } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/errors.ts';
import { customers } from '../customers/index.ts';
import { policies, todayIso } from '../policies/index.ts';
import { cashbacks } from './debit-orders.tables.ts';
import './debit-orders.messages.ts';

const c = cashbacks;
const columns = {
  id: c.guid,
  guid: c.guid,
  policy_guid: c.policy_guid,
  policy_number: policies.policy_number,
  customer_guid: c.customer_guid,
  customer_name: customers.full_name,
  benefit_guid: c.benefit_guid,
  benefit_name: c.benefit_name,
  period_start: c.period_start,
  period_end: c.period_end,
  premiums_paid_cents: c.premiums_paid_cents,
  amount_cents: c.amount_cents,
  status: c.status,
  paid_at: c.paid_at,
  paid_by: c.paid_by,
  created_at: c.created_at,
};
const select = (db: Executor) =>
  db
    .select(columns)
    .from(c)
    .innerJoin(policies, and(eq(policies.partner_guid, c.partner_guid), eq(policies.guid, c.policy_guid)))
    .innerJoin(customers, and(eq(customers.partner_guid, c.partner_guid), eq(customers.guid, c.customer_guid)));

/** Cashback of claim-free periods (rule: contract `cashback.schemas.ts`): computed by a job, marked paid by finance. */
export function createCashbackService(database: Database, now: () => Date = () => new Date()) {
  const one = async (tx: Executor, partner: string, guid: string) => {
    const [row] = await select(tx).where(and(eq(c.partner_guid, partner), eq(c.guid, guid)));
    if (!row) throw notFound('cashback_not_found');
    return row as Cashback;
  };
  const mark = (actor: Actor, partner: string, guid: string, to: 'paid' | 'unpaid', reason?: string) =>
    database.scoped([partner], async (tx) => {
      const [locked] = await tx
        .select({ status: c.status })
        .from(c)
        .where(and(eq(c.partner_guid, partner), eq(c.guid, guid)))
        .for('update');
      if (!locked) throw notFound('cashback_not_found');
      const before = await one(tx, partner, guid);
      if (locked.status === to) return before;
      await tx
        .update(c)
        .set({
          status: to,
          paid_at: to === 'paid' ? now().toISOString() : null,
          paid_by: to === 'paid' ? actor.username : null,
          updated_at: sql`now()`,
        })
        .where(and(eq(c.partner_guid, partner), eq(c.guid, guid)));
      const after = await one(tx, partner, guid);
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'cashback',
        entity_guid: guid,
        action: to === 'paid' ? 'mark_paid' : 'mark_unpaid',
        before: { status: before.status, paid_at: before.paid_at },
        after: { status: after.status, paid_at: after.paid_at },
        reason: reason ?? null,
      });
      return after;
    });
  return {
    list: (partner: string, q: { page: number; size: number; status?: string; policy_guid?: string }) =>
      database.scoped([partner], async (tx) => {
        const where = and(
          eq(c.partner_guid, partner),
          q.status ? eq(c.status, q.status) : undefined,
          q.policy_guid ? eq(c.policy_guid, q.policy_guid) : undefined,
        );
        const { items, count: total } = await pageOf(
          q,
          (w) => select(tx).where(where).orderBy(desc(c.created_at), desc(c.guid)).limit(w.limit).offset(w.offset),
          tx.select({ n: sql<number>`count(*)::int` }).from(c).where(where),
        );
        return { items: items as Cashback[], count: total };
      }),
    markPaid: (actor: Actor, partner: string, guid: string, reason?: string) =>
      mark(actor, partner, guid, 'paid', reason),
    markUnpaid: (actor: Actor, partner: string, guid: string, reason?: string) =>
      mark(actor, partner, guid, 'unpaid', reason),

    /**
     * The job: for every active policy of a product with a cashback benefit, each full period of CASHBACK_PERIOD_MONTHS
     * months since its start date that ended before `today`, had no claim received and had premiums paid, earns the
     * benefit's amount plus its percentage of those premiums, once (unique policy, benefit, period start).
     */
    compute: (actor: Actor, partner: string, today = todayIso(now())) =>
      database.scoped([partner], async (tx) => {
        const r = await tx.execute<{ guid: string }>(sql`
          with periods as (
            select p.guid as policy_guid, p.customer_guid, b.guid as benefit_guid, b.name as benefit_name,
              b.amount_benefit, coalesce(b.cashback_percentage, 0) as pct,
              (p.start_date + make_interval(months => 12 * (k - 1)))::date as ps,
              ((p.start_date + make_interval(months => 12 * k))::date - 1) as pe
            from policies p
            join product_benefits b on b.partner_guid = p.partner_guid and b.product_guid = p.product_guid
              and b.benefit_type = 'cashback_indemnity'
            cross join lateral generate_series(1,
              (extract(year from age(${today}::date, p.start_date)))::int) k
            where p.partner_guid = ${partner} and p.status = 'active' and p.start_date < ${today}::date
          ), earned as (
            select pr.*, (select coalesce(sum(pay.amount_cents), 0) from payments pay
                where pay.partner_guid = ${partner} and pay.policy_guid = pr.policy_guid and pay.status = 'succeeded'
                  and pay.payment_type <> 'refund' and (pay.effected_at at time zone 'UTC')::date between pr.ps and pr.pe
              )::bigint as paid
            from periods pr
            where pr.pe < ${today}::date
              and not exists (select 1 from claims cl where cl.partner_guid = ${partner}
                and cl.policy_guid = pr.policy_guid and (cl.received_at at time zone 'UTC')::date between pr.ps and pr.pe)
          ), inserted as (
            insert into cashbacks (partner_guid, guid, policy_guid, customer_guid, benefit_guid, benefit_name,
              period_start, period_end, premiums_paid_cents, amount_cents)
            select ${partner}, cd_uuidv7(), policy_guid, customer_guid, benefit_guid, benefit_name, ps, pe, paid,
              amount_benefit + floor(paid * pct / 100)::bigint
            from earned where paid > 0
            on conflict do nothing
            returning *
          ), audited as (
            ${auditFrom(actor, {
              partner_guid: partner,
              entity_type: 'cashback',
              entity_guid: sql`i.guid::text`,
              action: 'earn',
              after: sql`to_jsonb(i)`,
              reason: 'claim-free period',
              from: sql`inserted i`,
            })}
          )
          select guid from inserted`);
        return r.rows.length;
      }),
  };
}
export type CashbackService = ReturnType<typeof createCashbackService>;
