import type { TemplateType } from '@coverdesk/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { claimPreauthorizations, claims } from '../claims/index.ts';
import { countries } from '../countries/index.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { benefitOfPolicy, policies } from '../policies/index.ts';
import { products } from '../products/index.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Everything a template of one type may show about one entity, read in the caller's (partner-scoped) transaction. */
export interface EntityData {
  type: TemplateType;
  guid: string;
  /** A short name for file names: the policy number, claim reference, customer name… */
  label: string;
  partner: { name: string; insurer: string | null; call_centre_number: string | null; currency_code: string };
  customer: Row<typeof customers>;
  policy?: Row<typeof policies> & { product_name: string; benefit_cents: number };
  claim?: Row<typeof claims>;
  lou?: Row<typeof claimPreauthorizations>;
}

async function partnerOf(tx: Executor, partner: string) {
  const [row] = await tx
    .select({
      name: partners.name,
      insurer: partners.insurer,
      call_centre_number: partners.call_centre_number,
      currency_code: countries.currency_code,
    })
    .from(partners)
    .leftJoin(countries, eq(countries.code, partners.country_code))
    .where(eq(partners.guid, partner));
  return {
    name: row?.name ?? '',
    insurer: row?.insurer ?? null,
    call_centre_number: row?.call_centre_number ?? null,
    currency_code: row?.currency_code ?? 'USD',
  };
}

async function customerOf(tx: Executor, partner: string, guid: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.partner_guid, partner), eq(customers.guid, guid)));
  return row;
}

async function policyOf(tx: Executor, partner: string, guid: string) {
  const [row] = await tx
    .select({ policy: policies, product: products })
    .from(policies)
    .innerJoin(
      products,
      and(eq(products.partner_guid, policies.partner_guid), eq(products.guid, policies.product_guid)),
    )
    .where(and(eq(policies.partner_guid, partner), eq(policies.guid, guid)));
  if (!row) return undefined;
  return {
    ...row.policy,
    product_name: row.product.name,
    benefit_cents: await benefitOfPolicy(tx, row.product, row.policy),
  };
}

/** The entity a template of `type` is rendered for, or undefined when the partner has no such entity. */
export async function loadEntity(
  tx: Executor,
  partner: string,
  type: TemplateType,
  guid: string,
): Promise<EntityData | undefined> {
  const base = async (customerGuid: string) => {
    const customer = await customerOf(tx, partner, customerGuid);
    return customer ? { partner: await partnerOf(tx, partner), customer } : undefined;
  };
  if (type === 'Customer') {
    const b = await base(guid);
    return b && { type, guid, label: b.customer.full_name, ...b };
  }
  if (type === 'Policy') {
    const policy = await policyOf(tx, partner, guid);
    const b = policy && (await base(policy.customer_guid));
    return b && { type, guid, label: policy.policy_number, ...b, policy };
  }
  if (type === 'Claim') {
    const [claim] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.partner_guid, partner), eq(claims.guid, guid)));
    const policy = claim && (await policyOf(tx, partner, claim.policy_guid));
    const b = claim && (await base(claim.customer_guid));
    return b && claim && { type, guid, label: claim.claim_reference, ...b, policy, claim };
  }
  const [lou] = await tx
    .select()
    .from(claimPreauthorizations)
    .where(and(eq(claimPreauthorizations.partner_guid, partner), eq(claimPreauthorizations.guid, guid)));
  const policy = lou && (await policyOf(tx, partner, lou.policy_guid));
  const b = lou && (await base(lou.customer_guid));
  return b && lou && { type, guid, label: `LOU-${guid.slice(-8)}`, ...b, policy, lou };
}
