import { MONEY_MAX_CENTS, OPEN_CLAIM_STATUSES } from '@coverdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** A timestamp as the ISO-8601 UTC text the API answers. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The caller view's reads: each a partner-scoped SELECT on a (partner_guid, customer_guid, …) index (migrations
 * 0001, 0007). Call inside the partner's scope.
 */
export const customerOverviewRepository = {
  async policies(db: Executor, partner: string, customer: string) {
    const r = await db.execute<{
      guid: string;
      policy_number: string;
      product_guid: string;
      product_name: string;
      status: string;
      premium_cents: string;
      granularity: string;
      start_date: string;
      valid_until: string | null;
      paid_cents: string;
    }>(sql`
      select p.guid, p.policy_number, p.product_guid, pr.name as product_name, p.status, p.premium_cents,
        p.granularity, to_char(p.start_date, 'YYYY-MM-DD') as start_date,
        to_char(p.valid_until, 'YYYY-MM-DD') as valid_until,
        -- A policy's paid total, capped at 2^53 - 1 cents like policiesRepository.paidCents: it always reads back.
        least(coalesce((select sum(pa.amount_cents) from payments pa
          where pa.partner_guid = p.partner_guid and pa.policy_guid = p.guid and pa.status = 'succeeded'
            and pa.payment_type <> 'refund'), 0), ${MONEY_MAX_CENTS}) as paid_cents
      from policies p join products pr on pr.partner_guid = p.partner_guid and pr.guid = p.product_guid
      where p.partner_guid = ${partner} and p.customer_guid = ${customer}
      order by p.purchased_at desc, p.guid desc`);
    return r.rows.map((x) => ({ ...x, premium_cents: Number(x.premium_cents), paid_cents: Number(x.paid_cents) }));
  },

  async lastPayments(db: Executor, partner: string, customer: string, limit: number) {
    const r = await db.execute<{
      guid: string;
      policy_guid: string;
      policy_number: string;
      amount_cents: string;
      effected_at: string;
      status: string;
      channel: string;
      mno_reference: string;
    }>(sql`
      select pa.guid, pa.policy_guid, p.policy_number, pa.amount_cents, ${iso(sql`pa.effected_at`)} as effected_at,
        pa.status, pa.channel, pa.mno_reference
      from payments pa join policies p on p.partner_guid = pa.partner_guid and p.guid = pa.policy_guid
      where pa.partner_guid = ${partner} and pa.customer_guid = ${customer}
      order by pa.effected_at desc, pa.guid desc limit ${limit}`);
    return r.rows.map((x) => ({ ...x, amount_cents: Number(x.amount_cents) }));
  },

  async openClaims(db: Executor, partner: string, customer: string, limit: number) {
    const open = sql.join(
      OPEN_CLAIM_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    );
    const r = await db.execute<{
      guid: string;
      claim_reference: string;
      policy_guid: string;
      policy_number: string;
      type: string;
      status: string;
      received_at: string;
    }>(sql`
      select c.guid, c.claim_reference, c.policy_guid, p.policy_number, c.type, c.status,
        ${iso(sql`c.received_at`)} as received_at
      from claims c join policies p on p.partner_guid = c.partner_guid and p.guid = c.policy_guid
      where c.partner_guid = ${partner} and c.customer_guid = ${customer} and c.status in (${open})
      order by c.received_at desc, c.guid desc limit ${limit}`);
    return r.rows;
  },
};
