import type { RouteDef } from '@coverdesk/contract';
import * as contract from '@coverdesk/contract';
import { z } from 'zod';
import type { Kind, MatrixPartner, MatrixWorld } from './matrix-fixture.ts';

export interface MatrixRoute {
  /** `<route table export>.<route name>`, e.g. `claimsRoutes.get`. */
  id: string;
  def: RouteDef;
  /** Sent as an HTML form (`application/x-www-form-urlencoded`) rather than JSON. */
  form?: boolean;
}

const isRouteDef = (v: unknown): v is RouteDef =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'scope' in v;

/**
 * Every route of every route table the contract exports (any export whose entries are all route definitions), so a
 * table or route added later is in every matrix without anyone listing it.
 */
export const ALL_ROUTES: MatrixRoute[] = Object.entries(contract)
  .filter(
    ([, v]) => typeof v === 'object' && v !== null && Object.values(v).length > 0 && Object.values(v).every(isRouteDef),
  )
  .flatMap(([table, v]) =>
    Object.entries(v as Record<string, RouteDef>).map(([name, def]) => ({ id: `${table}.${name}`, def })),
  );

const realmParams = z.object({ realm: z.string() });
const oauth = (id: string, def: Omit<RouteDef, 'summary' | 'scope'>, form = false): MatrixRoute => ({
  id: `oauth.${id}`,
  def: { ...def, summary: id, scope: 'public' },
  form,
});

/**
 * The realm's OAuth/OIDC endpoints: registered outside the route tables (form bodies, OAuth-shaped errors) but from
 * the contract's paths and schemas. Public and partner-free: fuzzed, not in the permission or isolation matrices.
 */
export const OAUTH_ROUTES: MatrixRoute[] = [
  oauth('token', { method: 'POST', path: contract.IDENTITY_PATHS.oauthToken, body: contract.tokenRequest }, true),
  oauth(
    'realmToken',
    { method: 'POST', path: contract.IDENTITY_PATHS.token, params: realmParams, body: contract.tokenRequest },
    true,
  ),
  oauth(
    'logout',
    { method: 'POST', path: contract.IDENTITY_PATHS.logout, params: realmParams, body: contract.logoutRequest },
    true,
  ),
  oauth('certs', { method: 'GET', path: contract.IDENTITY_PATHS.certs, params: realmParams }),
  oauth('discovery', { method: 'GET', path: contract.IDENTITY_PATHS.discovery, params: realmParams }),
];

export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** What a path parameter named `:id` or `:guid` holds, from the path before it (most specific first). */
const RESOURCE_OF_ID: [RegExp, Kind][] = [
  [/^\/api\/customers\/files\/upload\/:id$/, 'customer'],
  [/^\/api\/customers\/files\/:id\/all$/, 'customer'],
  [/^\/api\/customers\/files\/:(id|guid)$/, 'customer_file'],
  [/^\/api\/customers\/:(id|guid)(\/|$)/, 'customer'],
  [/^\/api\/policies\/customer\/guid\/:guid$/, 'customer'],
  [/^\/api\/sms\/customer\/:id$/, 'customer'],
  [/^\/api\/payments\/all\/:guid$/, 'customer'],
  [/^\/api\/claims\/customer\/:id$/, 'customer'],
  [/^\/api\/dependants\/:id\/all$/, 'customer'],
  [/^\/api\/dependants\/:(id|guid)$/, 'dependant'],
  [/^\/api\/beneficiaries\/:guid$/, 'beneficiary'],
  [/^\/api\/bank_details\/:(id|guid)(\/|$)/, 'bank_details'],
  [/^\/api\/retrieve-mandate\/details\/:id$/, 'mandate_reference'],
  [/^\/api\/debit_orders\/:guid$/, 'debit_order'],
  [/^\/api\/debit_order_transactions\/runs\/:guid(\/|$)/, 'debit_run'],
  [/^\/api\/claims\/files\/:guid$/, 'claim_document'],
  [/^\/api\/claims\/complex\/documents\/:guid$/, 'claim_document'],
  [/^\/api\/claims\/complex\/benefit_usages\/:guid$/, 'benefit_usage'],
  [/^\/api\/claims\/complex\/:guid$/, 'complex_claim'],
  [/^\/api\/claims\/revert_expired\/:guid$/, 'claim'],
  [/^\/api\/claims\/:(id|guid)(\/|$)/, 'claim'],
  [/^\/api\/mobile_money_transactions\/retry_failed_claim_payout\/:id$/, 'payout'],
  [/^\/api\/claim\/preauthorization\/:guid$/, 'preauthorization'],
  [/^\/api\/policies\/complex\/documents\/:guid$/, 'policy_document'],
  [/^\/api\/policies\/:id\/premium_rate$/, 'policy'],
  [/^\/api\/policies\/:guid(\/|$)/, 'policy'],
  [/^\/api\/payments\/unallocated\/:guid(\/|$)/, 'unallocated_money'],
  [/^\/api\/payments\/:guid$/, 'payment'],
  [/^\/api\/premiums\/:id$/, 'premium'],
  [/^\/api\/products\/:id$/, 'product'],
  [/^\/api\/product_premiums\/product\/:id$/, 'product'],
  [/^\/api\/extended_membership_premium\/:id\/all$/, 'product'],
  [/^\/api\/product_premiums\/:guid$/, 'product_premium'],
  [/^\/api\/fixed_indemnity\/:guid$/, 'fixed_indemnity'],
  [/^\/api\/variable_indemnity\/:guid$/, 'variable_indemnity'],
  [/^\/api\/cashback_indemnity\/:guid$/, 'cashback_indemnity'],
  [/^\/api\/:benefitType\/delete\/:guid$/, 'fixed_indemnity'],
  [/^\/api\/configs\/hospitals\/:guid$/, 'hospital'],
  [/^\/api\/configs\/health_diagnoses\/:guid$/, 'diagnosis'],
  [/^\/api\/configs\/claim_rejection_reasons\/:guid$/, 'rejection_reason'],
  [/^\/api\/configs\/claim_conditions\/:guid$/, 'condition'],
  [/^\/api\/feature-flags\/:guid$/, 'feature_flag'],
  [/^\/api\/partners\/:guid$/, 'partner'],
  [/^\/api\/users\/changepassword\/:guid$/, 'user'],
  [/^\/api\/users\/:id\/(access|lockout|audit_events)$/, 'user'],
  [/^\/api\/templates\/:guid(\/|$)/, 'document_template'],
  [/^\/api\/email\/templates\/:guid$/, 'email_template'],
  [/^\/api\/knowledge-base\/:guid$/, 'knowledge_guide'],
  [/^\/api\/reports\/:id(\/|$)/, 'custom_report'],
  [/^\/api\/report-runs\/:guid(\/|$)/, 'report_run'],
  [/^\/api\/report-schedules\/:guid$/, 'report_schedule'],
  [/^\/api\/outbox\/emails\/:guid\/resend$/, 'email_outbox'],
  [/^\/api\/outbox\/sms\/:guid\/resend$/, 'sms_outbox'],
  [/^\/api\/sms_templates\/:guid$/, 'sms_template'],
  [/^\/api\/sms_batch\/(progress\/|interrupt\/|download\/)?:id(\/|$)/, 'sms_batch'],
  [/^\/identity\/admin\/realms\/:realm\/users\/:id(\/|$)/, 'user'],
  [/^\/api\/groups\/temp\/(edit|delete)\/principal\/id\/:id$/, 'group_principal'],
  [/^\/api\/groups\/temp\/(edit|delete)\/dependant\/id\/:id$/, 'group_dependant'],
  [/^\/api\/groups\/callbacks\/:id\/close$/, 'group_callback'],
  [/^\/api\/groups\/(group\/)?:id(\/|$)/, 'group_scheme'],
  [/^\/api\/group-payments\/:id$/, 'group_payment'],
];

/** Parameters named for what they hold. */
const KIND_OF_NAME: Record<string, Kind> = {
  customer_guid: 'customer',
  claim_guid: 'claim',
  claimGuid: 'claim',
  policy_guid: 'policy',
  product_guid: 'product',
  dependant_guid: 'dependant',
  beneficiary_guid: 'beneficiary',
  preauthorization_guid: 'preauthorization',
  hospital_guid: 'hospital',
  msisdn: 'msisdn',
  partner: 'partner',
  partnerGuid: 'partner',
  partner_guid: 'partner',
  policy_number: 'policy_number',
  national_id: 'national_id',
  batch_guid: 'import_batch',
  payment_guid: 'payment',
  prerequisite_guid: 'premium',
  report_id: 'engine_report',
};

/** A record of `kind` of the partner, or a fixed value for parameters that name no partner record. */
export type ParamValue = { kind: Kind } | { fixed: string };

/**
 * What value a path parameter takes. Throws on a parameter it cannot map: a new route with a new parameter must be
 * mapped here (or its kind added to the fixture) before the matrices pass.
 */
export function paramKind(route: MatrixRoute, name: string, world: Pick<MatrixWorld, 'realm'>): ParamValue {
  const { path } = route.def;
  if (KIND_OF_NAME[name]) return { kind: KIND_OF_NAME[name] };
  if (name === 'x' && path === '/api/claims/upload/:x') return { kind: 'claim' };
  if (name === 'template' && /^\/api\/documents\/:template\//.test(path)) return { kind: 'document_template' };
  if (name === 'x' && path === '/api/forgotpassword/:x') return { fixed: 'matrix.a' };
  if (name === 'realm') return { fixed: world.realm };
  if (name === 'groupId') return { fixed: 'group' };
  if (name === 'code' || name === 'country') return { fixed: 'KE' };
  if (name === 'benefitType') return { fixed: 'fixed_indemnity' };
  if (name === 'name' && path === '/api/reports/:name') return { fixed: 'policy_suspended' };
  if (name === 'action') {
    const schema = route.def.params?.shape.action as { options?: string[] } | undefined;
    if (schema?.options?.length) return { fixed: schema.options[0]! };
  }
  if (name === 'id' && /\/groups\/:id$/.test(path) && !path.startsWith('/api/')) return { fixed: 'group' };
  if (name === 'id' || name === 'guid') {
    const hit = RESOURCE_OF_ID.find(([re]) => re.test(path));
    if (hit) return { kind: hit[1] };
  }
  throw new Error(`${route.id}: path parameter :${name} of ${path} is not mapped (matrix-routes.ts)`);
}

export function paramValue(p: ParamValue, partner: MatrixPartner, world: Pick<MatrixWorld, 'groupId'>): string {
  if ('fixed' in p) return p.fixed === 'group' ? world.groupId : p.fixed;
  const v = partner.of[p.kind]?.[0];
  if (v === undefined) throw new Error(`the fixture has no ${p.kind} for partner ${partner.code}`);
  return v;
}

/** The path params of a route filled with the partner's records. */
export function paramsFor(route: MatrixRoute, world: MatrixWorld, partner: MatrixPartner): Record<string, string> {
  return Object.fromEntries(
    pathParams(route.def.path).map((n) => [n, paramValue(paramKind(route, n, world), partner, world)]),
  );
}

/** Query or body fields that name a record: `<kind>_guid`, msisdn, policy_number… (undefined when not one). */
export function fieldKind(name: string): Kind | undefined {
  if (KIND_OF_NAME[name]) return KIND_OF_NAME[name];
  if (name === 'entity_guid') return 'customer';
  if (name === 'guid' || name === 'claim') return 'claim';
  if (name === 'policy_guids') return 'policy';
  if (name === 'group_id' || name === 'groupId') return 'group_scheme';
  if (name === 'principal_id') return 'group_principal';
  if (name === 'id') return 'cashback';
  if (name === 'claim_guids' || name === 'guids') return 'claim';
  return undefined;
}

export const buildPath = contract.buildPath;
