import type { BiDashboard, InternalDashboard } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

const n = (v: unknown) => Number(v ?? 0);

/** The BI and internal dashboards' figures (SQL only; partner-scoped like every repository). */
export const dashboardsRepository = {
  async bi(tx: Executor, partner: string, start: string, end: string): Promise<Omit<BiDashboard, 'metabase_url'>> {
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    const bucket = days > 92 ? 'month' : days > 31 ? 'week' : 'day';
    // Instants compared to instants (leakproof, so an index condition under row-level security), UTC days.
    const from = sql`(${start}::date::timestamp at time zone 'UTC')`;
    const until = sql`((${end}::date + 1)::timestamp at time zone 'UTC')`;
    const series = async (q: ReturnType<typeof sql>) =>
      (await tx.execute<{ period: string; value: string }>(q)).rows.map((r) => ({
        period: String(r.period).slice(0, 10),
        value: n(r.value),
      }));
    const policies =
      await series(sql`select date_trunc(${bucket}, purchased_at)::date::text as period, count(*) as value
      from policies where partner_guid = ${partner} and purchased_at >= ${from} and purchased_at < ${until}
      group by 1 order by 1`);
    const premiums = await series(sql`select date_trunc(${bucket}, effected_at)::date::text as period,
        sum(amount_cents) as value
      from payments where partner_guid = ${partner} and effected_at >= ${from} and effected_at < ${until}
        and status = 'succeeded' and payment_type <> 'refund' group by 1 order by 1`);
    const paid =
      await series(sql`select date_trunc(${bucket}, updated_at)::date::text as period, sum(amount_cents) as value
      from mobile_money_transactions where partner_guid = ${partner} and status = 'succeeded'
        and updated_at >= ${from} and updated_at < ${until} group by 1 order by 1`);
    const claims = await tx.execute<{ status: string; count: string }>(sql`select status, count(*) as count from claims
      where partner_guid = ${partner} and received_at >= ${from} and received_at < ${until}
      group by 1 order by 1`);
    const payouts = await tx.execute<{ status: string; count: string; amount: string }>(sql`select status,
        count(*) as count, coalesce(sum(amount_cents), 0) as amount
      from mobile_money_transactions where partner_guid = ${partner} and created_at >= ${from}
        and created_at < ${until} group by 1 order by 1`);
    const cur = await tx.execute<{ currency_code: string | null }>(sql`select c.currency_code from partners p
      left join countries c on c.code = p.country_code where p.guid = ${partner}`);
    const sum = (xs: { value: number }[]) => xs.reduce((a, x) => a + x.value, 0);
    const premiumsTotal = sum(premiums);
    const paidTotal = sum(paid);
    return {
      currency_code: cur.rows[0]?.currency_code ?? null,
      policies_sold: policies,
      premiums_collected_cents: premiums,
      claims_by_status: claims.rows.map((r) => ({ status: r.status, count: n(r.count) })),
      claims_paid_cents: paid,
      payouts: payouts.rows.map((r) => ({ status: r.status, count: n(r.count), amount_cents: n(r.amount) })),
      totals: {
        policies_sold: sum(policies),
        premiums_cents: premiumsTotal,
        claims_paid_cents: paidTotal,
        loss_ratio: premiumsTotal > 0 ? Math.round((paidTotal / premiumsTotal) * 10_000) / 10_000 : null,
      },
    };
  },
  async internal(tx: Executor, partner: string): Promise<InternalDashboard> {
    const queues = await tx.execute<{ queue: string; waiting: string; running: string; failed: string }>(
      sql`select * from report_queue_counts()`,
    );
    const email = await tx.execute<{ status: string; count: string }>(sql`select status, count(*) as count
      from email_outbox where about_partner_guid = ${partner} group by 1 order by 1`);
    const sms = await tx.execute<{ status: string; count: string }>(sql`select status, count(*) as count
      from sms_outbox where partner_guid = ${partner} group by 1 order by 1`);
    const failed = await tx.execute<{ n: string }>(sql`select count(*) as n from mobile_money_transactions
      where partner_guid = ${partner} and status = 'failed'`);
    const batches = await tx.execute<{
      kind: string;
      guid: string;
      status: string;
      processed: number;
      total: number | null;
    }>(
      sql`(select 'import:' || kind as kind, guid::text, status, processed, total from import_batches
          where partner_guid = ${partner} and finished_at is null order by created_at desc limit 50)
        union all
        (select 'report:' || report as kind, guid::text, status, processed, total from report_runs
          where partner_guid = ${partner} and status in ('queued', 'running') order by created_at desc limit 50)`,
    );
    return {
      queues: queues.rows.map((r) => ({
        queue: r.queue,
        waiting: n(r.waiting),
        running: n(r.running),
        failed: n(r.failed),
      })),
      email_outbox: email.rows.map((r) => ({ status: r.status, count: n(r.count) })),
      sms_outbox: sms.rows.map((r) => ({ status: r.status, count: n(r.count) })),
      failed_payouts: n(failed.rows[0]?.n),
      batches_in_progress: batches.rows.map((r) => ({
        kind: r.kind,
        guid: r.guid,
        status: r.status,
        processed: n(r.processed),
        total: r.total === null ? null : n(r.total),
      })),
    };
  },
};
