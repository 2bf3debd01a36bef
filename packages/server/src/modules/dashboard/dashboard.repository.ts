import { OPEN_CLAIM_STATUSES } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** One round trip: each count uses the (partner_guid, …) indexes of its table. Call inside the partner's scope. */
export const dashboardRepository = {
  async summary(db: Executor, partner: string) {
    const open = sql.join(
      OPEN_CLAIM_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    );
    const result = await db.execute<{
      customers: number;
      policies: number;
      active_policies: number;
      open_claims: number;
      payments_this_month: number;
      payments_this_month_cents: string;
    }>(sql`
      select
        (select count(*) from customers where partner_guid = ${partner})::int as customers,
        (select count(*) from policies where partner_guid = ${partner})::int as policies,
        (select count(*) from policies where partner_guid = ${partner} and status = 'active')::int as active_policies,
        (select count(*) from claims where partner_guid = ${partner} and status in (${open}))::int as open_claims,
        p.n::int as payments_this_month,
        p.total::text as payments_this_month_cents
      from (
        select count(*) as n, coalesce(sum(amount_cents), 0) as total from payments
        where partner_guid = ${partner} and status = 'succeeded'
          and effected_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      ) p`);
    return result.rows[0]!;
  },
};

/** The role dashboards' work queues, one round trip; each count reads an index (migrations 0001, 0007, 0024). */
export const dashboardWorkRepository = {
  async counts(db: Executor, partner: string) {
    const result = await db.execute<{
      callbacks_due: number;
      decision_pending: number;
      approved_pending: number;
      open: number;
      under_2_days: number;
      days_2_to_7: number;
      days_7_to_30: number;
      over_30_days: number;
      payable_claims: number;
      failed_payouts: number;
      payments_today: number;
      payments_today_cents: string;
      users: number;
      failed_imports: number;
    }>(sql`
      with pending as (
        select received_at from claims where partner_guid = ${partner} and status = 'decision_pending'
      ), today as (
        select count(*) as n, coalesce(sum(amount_cents), 0) as total from payments
        where partner_guid = ${partner} and status = 'succeeded'
          and effected_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      )
      select
        (select count(*) from claim_callbacks where partner_guid = ${partner} and status = 'open')::int as callbacks_due,
        (select count(*) from pending)::int as decision_pending,
        (select count(*) from claims where partner_guid = ${partner} and status = 'approved_pending')::int
          as approved_pending,
        (select count(*) from claims where partner_guid = ${partner} and status = 'open')::int as open,
        (select count(*) from pending where received_at > now() - interval '2 days')::int as under_2_days,
        (select count(*) from pending where received_at <= now() - interval '2 days'
          and received_at > now() - interval '7 days')::int as days_2_to_7,
        (select count(*) from pending where received_at <= now() - interval '7 days'
          and received_at > now() - interval '30 days')::int as days_7_to_30,
        (select count(*) from pending where received_at <= now() - interval '30 days')::int as over_30_days,
        (select count(*) from claims where partner_guid = ${partner} and status = 'payable')::int as payable_claims,
        (select count(*) from claims where partner_guid = ${partner} and payment_status = 'failed'
          and status = 'payable')::int as failed_payouts,
        today.n::int as payments_today,
        today.total::text as payments_today_cents,
        (select count(*) from identity_users where partners @> array[${partner}]::uuid[])::int as users,
        (select count(*) from import_batches where partner_guid = ${partner} and status = 'failed'
          and created_at > now() - interval '30 days')::int as failed_imports
      from today`);
    return result.rows[0]!;
  },

  /** Succeeded payments per UTC day over the last `days` days, every day present (zero when none). */
  async paymentsByDay(db: Executor, partner: string, days: number) {
    const result = await db.execute<{ day: string; count: number; amount_cents: string }>(sql`
      with d as (
        select generate_series(
          (now() at time zone 'UTC')::date - ${days - 1}::int, (now() at time zone 'UTC')::date, interval '1 day'
        )::date as day
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, count(p.amount_cents)::int as count,
        coalesce(sum(p.amount_cents), 0)::text as amount_cents
      from d left join payments p
        on p.partner_guid = ${partner} and p.status = 'succeeded'
        and p.effected_at >= d.day::timestamp at time zone 'UTC'
        and p.effected_at < (d.day + 1)::timestamp at time zone 'UTC'
      group by d.day order by d.day`);
    return result.rows;
  },

  async recentCustomers(db: Executor, partner: string, limit: number) {
    const result = await db.execute<{ guid: string; full_name: string; msisdn: string; created_at: Date | string }>(sql`
      select guid, full_name, msisdn, created_at from customers where partner_guid = ${partner}
      order by created_at desc, guid desc limit ${limit}`);
    return result.rows.map((r) => ({
      ...r,
      created_at: r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
    }));
  },
};
