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
      payments_this_month_cents: number;
    }>(sql`
      select
        (select count(*) from customers where partner_guid = ${partner})::int as customers,
        (select count(*) from policies where partner_guid = ${partner})::int as policies,
        (select count(*) from policies where partner_guid = ${partner} and status = 'active')::int as active_policies,
        (select count(*) from claims where partner_guid = ${partner} and status in (${open}))::int as open_claims,
        p.n::int as payments_this_month,
        p.total::bigint as payments_this_month_cents
      from (
        select count(*) as n, coalesce(sum(amount_cents), 0) as total from payments
        where partner_guid = ${partner} and status = 'succeeded'
          and effected_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      ) p`);
    return result.rows[0]!;
  },
};
