import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** Who a bulk SMS reaches: customers with a policy of a product and/or status, and/or a list of customers. */
export interface SmsSelection {
  product_guid?: string;
  policy_status?: string;
  customer_guids?: string[];
}

export const selectionWhere = (w: Record<string, unknown>): SmsSelection => w as SmsSelection;

/** A customer's values a template parameter can take (SMS_TEMPLATE_PARAMETERS). */
export type CustomerValues = {
  guid: string;
  msisdn: string;
  full_name: string;
  first_name: string;
  national_id: string | null;
  policy_number: string | null;
  product_name: string | null;
  policy_status: string | null;
};

/**
 * The selected customers after `after` (by guid), `limit` of them, with their values: the policy is their newest one
 * matching the selection (any, when only a list is given).
 */
export async function customerValues(
  tx: Executor,
  partner: string,
  s: SmsSelection,
  after: string,
  limit: number,
): Promise<CustomerValues[]> {
  const byPolicy = Boolean(s.product_guid || s.policy_status);
  const r = await tx.execute<CustomerValues>(sql`
    select c.guid, c.msisdn, c.full_name, split_part(c.full_name, ' ', 1) as first_name, c.national_id,
      p.policy_number, pr.name as product_name, p.status as policy_status
    from customers c
    left join lateral (
      select p.policy_number, p.product_guid, p.status from policies p
      where p.partner_guid = c.partner_guid and p.customer_guid = c.guid
        ${s.product_guid ? sql`and p.product_guid = ${s.product_guid}` : sql``}
        ${s.policy_status ? sql`and p.status = ${s.policy_status}` : sql``}
      order by p.purchased_at desc limit 1
    ) p on true
    left join products pr on pr.partner_guid = c.partner_guid and pr.guid = p.product_guid
    where c.partner_guid = ${partner} and c.guid > ${after}::uuid
      ${s.customer_guids ? sql`and c.guid = any(${`{${s.customer_guids.join(',')}}`}::uuid[])` : sql``}
      ${byPolicy ? sql`and p.policy_number is not null` : sql``}
    order by c.guid limit ${limit}`);
  return r.rows;
}

/** How many customers a selection reaches. */
export async function countSelection(tx: Executor, partner: string, s: SmsSelection) {
  const r = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from customers c
    where c.partner_guid = ${partner}
      ${s.customer_guids ? sql`and c.guid = any(${`{${s.customer_guids.join(',')}}`}::uuid[])` : sql``}
      ${
        s.product_guid || s.policy_status
          ? sql`and exists (select 1 from policies p where p.partner_guid = c.partner_guid and p.customer_guid = c.guid
              ${s.product_guid ? sql`and p.product_guid = ${s.product_guid}` : sql``}
              ${s.policy_status ? sql`and p.status = ${s.policy_status}` : sql``})`
          : sql``
      }`);
  return r.rows[0]?.n ?? 0;
}
