import {
  bankDetailsRoutes,
  beneficiariesRoutes,
  claimsRoutes,
  countriesRoutes,
  customersRoutes,
  dependantsRoutes,
  featureFlagsRoutes,
  partnerConfigsRoutes,
  partnersRoutes,
  policiesRoutes,
  productsRoutes,
  type RouteDef,
} from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ensureAdmin } from '../identity/admin-account.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';

let t: TestApp;
let partner: string;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const { id } = await ensureAdmin(t.config, t.database);
  await seedDemoData(t.ctx, id);
  const partners = (await t.owner.query('select guid from partners order by code')).rows.map((r) => r.guid as string);
  partner = partners[0]!;
  admin = { roles: ['admin'], partners, username: 'demo-admin', sub: id };
}, 120_000);
afterAll(() => t.close());

/** The fields a body schema takes (through defaults, refinements and pipes). */
function bodyKeys(schema: z.ZodType): string[] {
  let s = schema as unknown as { shape?: object; in?: unknown; def?: { innerType?: unknown; in?: unknown } };
  for (let i = 0; s && !s.shape && i < 10; i++) s = (s.in ?? s.def?.innerType ?? s.def?.in) as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

/** A row as read, sent back through an update call: only the fields that call takes, unchanged. */
const bodyFrom = (def: RouteDef, row: Record<string, unknown>) =>
  Object.fromEntries(bodyKeys(def.body!).flatMap((k) => (k in row ? [[k, row[k]]] : [])));

const get = async (url: string, query: Record<string, string> = {}) => {
  const r = await t.call(admin, { method: 'GET', url, query, partner });
  expect(r.statusCode, `GET ${url}: ${r.body}`).toBe(200);
  return r.json();
};
const auditEvents = async () => (await t.owner.query('select count(*)::int n from audit_events')).rows[0].n as number;
const one = async (sql: string, params: unknown[] = []) => (await t.owner.query(sql, params)).rows[0];

/** Sends a row back through its update call and expects 200 with the row unchanged where it was sent. */
async function saveBack(def: RouteDef, url: string, row: Record<string, unknown>) {
  const payload = bodyFrom(def, row);
  expect(Object.keys(payload).length, `${def.method} ${def.path} takes some of the row`).toBeGreaterThan(0);
  const events = await auditEvents();
  const r = await t.call(admin, { method: def.method, url, payload, partner });
  expect(r.statusCode, `${def.method} ${url}: ${r.body}`).toBe(200);
  // Nothing changed, so nothing is written: no audit event (and no version or updated_at bump).
  expect(await auditEvents(), `${def.method} ${url} wrote an audit event`).toBe(events);
  return { sent: payload, answer: r.json() };
}

describe('every kind of demo row saves back unchanged through its update call, writing nothing', () => {
  it('products and their premiums and benefits', async () => {
    for (const { guid } of (await t.owner.query('select guid from products where partner_guid = $1', [partner])).rows) {
      const product = await get(`/api/products/${guid}`);
      const { sent, answer } = await saveBack(productsRoutes.update, `/api/products/${guid}`, product);
      expect(answer).toMatchObject(sent);
      for (const premium of await get(`/api/product_premiums/product/${guid}`))
        await saveBack(productsRoutes.updatePremium, `/api/product_premiums/${premium.guid}`, premium);
    }
    const benefits = (
      await t.owner.query('select guid, benefit_type from product_benefits where partner_guid = $1', [partner])
    ).rows;
    expect(new Set(benefits.map((b) => b.benefit_type))).toEqual(
      new Set(['fixed_indemnity', 'variable_indemnity', 'cashback_indemnity']),
    );
    const routeOf = {
      fixed_indemnity: productsRoutes.updateFixed,
      variable_indemnity: productsRoutes.updateVariable,
      cashback_indemnity: productsRoutes.updateCashback,
    } as Record<string, RouteDef>;
    for (const b of benefits) {
      const row = await one('select * from product_benefits where guid = $1', [b.guid]);
      await saveBack(routeOf[b.benefit_type]!, `/api/${b.benefit_type}/${b.guid}`, row);
    }
  });

  it('the product metadata lists every value demo products carry', async () => {
    const meta = await get('/api/metadata/product');
    const stored = (await t.owner.query('select distinct cardinality, cover_type, granularity, type from products'))
      .rows;
    for (const r of stored) {
      expect(meta.cardinalities).toContain(r.cardinality);
      expect(meta.cover_types).toContain(r.cover_type);
      expect(meta.granularities).toContain(r.granularity);
      expect(meta.types).toContain(r.type);
    }
  });

  it('the partner, its four configs, countries and feature flags', async () => {
    const p = await get(`/api/partners/${partner}`);
    await saveBack(partnersRoutes.update, '/api/partners', p);
    for (const [getDef, putDef] of [
      [partnerConfigsRoutes.getConfig, partnerConfigsRoutes.putConfig],
      [partnerConfigsRoutes.getClaimConfig, partnerConfigsRoutes.putClaimConfig],
      [partnerConfigsRoutes.getGroupConfig, partnerConfigsRoutes.putGroupConfig],
      [partnerConfigsRoutes.getEmailConfig, partnerConfigsRoutes.postEmailConfig],
    ] as const) {
      const doc = await get(getDef.path);
      const { answer } = await saveBack(putDef, putDef.path, doc);
      expect(answer).toEqual(doc);
    }
    for (const c of (await get('/api/countries', { size: '100' })).items)
      await saveBack(countriesRoutes.update, `/api/countries/${c.code}`, c);
    for (const f of (await get('/api/feature-flags', { size: '100' })).items)
      await saveBack(featureFlagsRoutes.update, `/api/feature-flags/${f.guid}`, f);
  });

  it('customers, dependants, beneficiaries and bank details', async () => {
    const customers = (
      await t.owner.query(
        `select c.guid from customers c where c.partner_guid = $1 and (
           exists (select 1 from dependants d where d.customer_guid = c.guid)
           or exists (select 1 from beneficiaries b where b.customer_guid = c.guid)
           or exists (select 1 from bank_details k where k.customer_guid = c.guid))
         order by c.guid limit 12`,
        [partner],
      )
    ).rows;
    const seen = { dependants: 0, beneficiaries: 0, bankDetails: 0 };
    for (const { guid } of customers) {
      const c = await get(`/api/customers/${guid}`);
      const { sent, answer } = await saveBack(customersRoutes.update, `/api/customers/${guid}`, c);
      expect(answer).toMatchObject({ ...sent, updated_at: c.updated_at });
      for (const d of await get(`/api/dependants/${guid}/all`)) {
        await saveBack(dependantsRoutes.update, `/api/dependants/${d.guid}`, d);
        seen.dependants++;
      }
      for (const b of await get(`/api/customers/${guid}/beneficiary`)) {
        await saveBack(beneficiariesRoutes.update, `/api/beneficiaries/${b.guid}`, b);
        seen.beneficiaries++;
      }
      for (const k of await get(`/api/customers/${guid}/bank_details`)) {
        await saveBack(bankDetailsRoutes.update, `/api/bank_details/${k.guid}`, k);
        seen.bankDetails++;
      }
    }
    expect(
      Object.values(seen).every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });

  it('policies and claims (a claim sent back as read changes nothing)', async () => {
    const policies = (
      await t.owner.query(
        "select guid from policies where partner_guid = $1 and status in ('active', 'pending') order by guid limit 5",
        [partner],
      )
    ).rows;
    expect(policies.length).toBeGreaterThan(0);
    for (const { guid } of policies)
      await saveBack(policiesRoutes.update, `/api/policies/${guid}`, await get(`/api/policies/${guid}`));
    const claims = (
      await t.owner.query(
        'select distinct on (status) guid from claims where partner_guid = $1 and not complex order by status, guid',
        [partner],
      )
    ).rows;
    expect(claims.length).toBe(6);
    for (const { guid } of claims) {
      const c = await get(`/api/claims/${guid}`);
      const { answer } = await saveBack(claimsRoutes.update, `/api/claims/${guid}`, c);
      expect(answer).toMatchObject({ version: c.version, status: c.status, updated_at: c.updated_at });
    }
  });
});
