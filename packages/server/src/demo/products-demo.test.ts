import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, seedPartners } from '../modules/products/test-fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../test/test-app.ts';
import { seedDemoProducts } from './products-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  // Products as the demo data writes them: the core columns only.
  for (const [partner, code, type, granularity] of [
    [PARTNER_A, 'HOSP', 'hospital', 'daily'],
    [PARTNER_A, 'LIFE', 'life', 'monthly'],
    [PARTNER_B, 'FUN', 'funeral', 'monthly'],
  ]) {
    await t.owner.query(
      `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method, minimum_age, maximum_age, fixed_indemnity_amount)
       values ($1, $2, $3, $3, $4, 'individual', $5, 'principal_only', 'strike_money', 18, 65, 100000)`,
      [partner, uuidv7(), code, type, granularity],
    );
  }
});
afterAll(() => t.close());

describe('seedDemoProducts', () => {
  it('adds premiums, every benefit type and the reference lists, once', async () => {
    const first = await t.database.system((tx) => seedDemoProducts(tx, PARTNER_A, 'KE'));
    expect(first).toMatchObject({
      premiums: 6,
      benefits: 6,
      hospitals: 6,
      diagnoses: 8,
      rejection_reasons: 6,
      conditions: 6,
    });
    const again = await t.database.system((tx) => seedDemoProducts(tx, PARTNER_A, 'KE'));
    expect(again).toEqual({
      premiums: 0,
      benefits: 0,
      hospitals: 0,
      diagnoses: 0,
      rejection_reasons: 0,
      conditions: 0,
    });
    expect(await countRows(t.owner, 'product_premiums')).toBe(6);

    const types = await t.owner.query('select distinct benefit_type from product_benefits order by 1');
    expect(types.rows.map((r) => r.benefit_type)).toEqual([
      'cashback_indemnity',
      'fixed_indemnity',
      'variable_indemnity',
    ]);

    // It works in a partner-scoped transaction too, and in French for Côte d'Ivoire.
    const b = await t.database.scoped([PARTNER_B], (tx) => seedDemoProducts(tx, PARTNER_B, 'CI'));
    expect(b).toMatchObject({ premiums: 3, benefits: 3, hospitals: 5 });
    const conditions = await t.owner.query('select name from claim_conditions where partner_guid = $1 and code = $2', [
      PARTNER_B,
      'ILLNESS',
    ]);
    expect(conditions.rows[0].name).toBe('Maladie');
  });

  it('gives premium lists with the computed benefit through the API', async () => {
    const admin = adminOf(PARTNER_A);
    const list = await t.call(admin, { method: 'GET', url: '/api/products', partner: PARTNER_A });
    const hosp = list.json().find((p: { code: string }) => p.code === 'HOSP');
    const detail = await t.call(admin, { method: 'GET', url: `/api/products/${hosp.guid}`, partner: PARTNER_A });
    expect(detail.statusCode).toBe(200);
    // 1 000 cents a day against a fixed indemnity of 100 000 a day
    expect(detail.json().premiums.map((p: { benefit_in_cents: number }) => p.benefit_in_cents)).toEqual([
      100_000, 100_000, 100_000,
    ]);
    expect(detail.json().benefits).toHaveLength(3);
  });
});
