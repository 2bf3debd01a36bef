import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, productBody, seedPartners } from './test-fixtures.ts';

let t: TestApp;
const admin = adminOf(PARTNER_A);
const adminB = adminOf(PARTNER_B);
const partnerUser = roleOf('partner_user', PARTNER_A);
let product: string;
let productB: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  // fixed indemnity 300 000 cents per month
  const a = await t.call(admin, { method: 'POST', url: '/api/products', payload: productBody(), partner: PARTNER_A });
  product = a.json().guid;
  const b = await t.call(adminB, { method: 'POST', url: '/api/products', payload: productBody(), partner: PARTNER_B });
  productB = b.json().guid;
});
afterAll(() => t.close());

describe('product premiums', () => {
  it('adds, lists with the computed benefit, changes and removes premiums, audited', async () => {
    const small = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: product, amount_in_cents: 5_000, granularity: 'monthly' },
      partner: PARTNER_A,
    });
    expect(small.statusCode).toBe(201);
    expect(small.json()).toMatchObject({ quantity: 1, benefit_in_cents: 300_000, benefit_basis: 'fixed_indemnity' });

    const big = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: product, amount_in_cents: 50_000, granularity: 'monthly', quantity: 12 },
      partner: PARTNER_A,
    });
    expect(big.json()).toMatchObject({ benefit_in_cents: 600_000, benefit_basis: 'premium' });

    const daily = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: product, amount_in_cents: 100, granularity: 'daily' },
      partner: PARTNER_A,
    });
    // 300 000 per month is 10 000 per day
    expect(daily.json()).toMatchObject({ benefit_in_cents: 10_000, benefit_basis: 'fixed_indemnity' });

    const list = await t.call(partnerUser, {
      method: 'GET',
      url: `/api/product_premiums/product/${product}`,
      partner: PARTNER_A,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    const detail = await t.call(partnerUser, { method: 'GET', url: `/api/products/${product}`, partner: PARTNER_A });
    expect(detail.json().premiums.map((p: { benefit_in_cents: number }) => p.benefit_in_cents)).toEqual([
      300_000, 600_000, 10_000,
    ]);

    const changed = await t.call(admin, {
      method: 'PUT',
      url: `/api/product_premiums/${small.json().guid}`,
      payload: { amount_in_cents: 400_000, granularity: 'monthly' },
      partner: PARTNER_A,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      amount_in_cents: 400_000,
      benefit_in_cents: 400_000,
      benefit_basis: 'premium',
    });

    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/product_premiums/${daily.json().guid}`,
      partner: PARTNER_A,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `/api/product_premiums/${daily.json().guid}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(404);
    const events = await t.owner.query(
      "select action from audit_events where entity_type = 'product_premium' order by created_at",
    );
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'create', 'create', 'update', 'delete']);
  });

  it('rejects bad premiums with field errors and writes nothing', async () => {
    const before = await countRows(t.owner, 'product_premiums');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: 'nope', amount_in_cents: -5, granularity: 'hourly', quantity: 0 },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'amount_in_cents',
      'granularity',
      'product_guid',
      'quantity',
    ]);
    const fraction = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: product, amount_in_cents: 10.5, granularity: 'daily' },
      partner: PARTNER_A,
    });
    expect(fraction.json().errors).toHaveProperty('amount_in_cents');
    expect(await countRows(t.owner, 'product_premiums')).toBe(before);
  });

  it('keeps premiums within their partner and needs products.write', async () => {
    const onForeign = await t.call(admin, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: productB, amount_in_cents: 100, granularity: 'daily' },
      partner: PARTNER_A,
    });
    expect(onForeign.statusCode).toBe(404);
    const bPremium = await t.call(adminB, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: productB, amount_in_cents: 100, granularity: 'daily' },
      partner: PARTNER_B,
    });
    const g = bPremium.json().guid;
    const put = await t.call(admin, {
      method: 'PUT',
      url: `/api/product_premiums/${g}`,
      payload: { amount_in_cents: 1, granularity: 'daily' },
      partner: PARTNER_A,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `/api/product_premiums/${g}`, partner: PARTNER_A })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(admin, { method: 'GET', url: `/api/product_premiums/product/${productB}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(admin, { method: 'GET', url: `/api/product_premiums/product/${productB}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(403);

    const denied = await t.call(partnerUser, {
      method: 'POST',
      url: '/api/product_premiums',
      payload: { product_guid: product, amount_in_cents: 100, granularity: 'daily' },
      partner: PARTNER_A,
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await t.call(partnerUser, { method: 'DELETE', url: `/api/product_premiums/${g}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/product_premiums/product/${product}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
  });
});

describe('benefits', () => {
  it('adds, changes and removes every benefit type, audited', async () => {
    for (const type of ['fixed_indemnity', 'variable_indemnity', 'cashback_indemnity']) {
      const created = await t.call(admin, {
        method: 'POST',
        url: `/api/${type}`,
        payload: { product_guid: product, name: `${type} benefit`, amount_benefit: 10_000, cashback_percentage: 10 },
        partner: PARTNER_A,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ benefit_type: type, amount_benefit: 10_000 });
      const g = created.json().guid;
      const changed = await t.call(admin, {
        method: 'PUT',
        url: `/api/${type}/${g}`,
        payload: { name: 'Renamed', amount_benefit: 20_000, max_amount: 50_000 },
        partner: PARTNER_A,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Renamed', amount_benefit: 20_000, max_amount: 50_000 });
      // The type in the path must be the benefit's own type.
      const other = type === 'fixed_indemnity' ? 'variable_indemnity' : 'fixed_indemnity';
      expect(
        (await t.call(admin, { method: 'DELETE', url: `/api/${other}/delete/${g}`, partner: PARTNER_A })).statusCode,
      ).toBe(404);
      expect(
        (await t.call(admin, { method: 'DELETE', url: `/api/${type}/delete/${g}`, partner: PARTNER_A })).statusCode,
      ).toBe(204);
      const events = await t.owner.query('select action from audit_events where entity_guid = $1 order by created_at', [
        g,
      ]);
      expect(events.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    }
  });

  it('lists benefits on the product and refuses bad input, foreign partners and missing roles', async () => {
    await t.call(admin, {
      method: 'POST',
      url: '/api/fixed_indemnity',
      payload: { product_guid: product, name: 'Death', amount_benefit: 1_000_000 },
      partner: PARTNER_A,
    });
    const detail = await t.call(partnerUser, { method: 'GET', url: `/api/products/${product}`, partner: PARTNER_A });
    expect(detail.json().benefits.map((b: { name: string }) => b.name)).toContain('Death');

    const before = await countRows(t.owner, 'product_benefits');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/cashback_indemnity',
      payload: { product_guid: product, name: ' x', amount_benefit: -1, cashback_percentage: 150 },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount_benefit', 'cashback_percentage', 'name']);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `/api/spaceship/delete/${uuidv7()}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(400);

    const foreign = await t.call(admin, {
      method: 'POST',
      url: '/api/fixed_indemnity',
      payload: { product_guid: productB, name: 'Sneaky', amount_benefit: 1 },
      partner: PARTNER_A,
    });
    expect(foreign.statusCode).toBe(404);
    const bBenefit = await t.call(adminB, {
      method: 'POST',
      url: '/api/fixed_indemnity',
      payload: { product_guid: productB, name: 'B only', amount_benefit: 1 },
      partner: PARTNER_B,
    });
    const g = bBenefit.json().guid;
    expect(
      (
        await t.call(admin, {
          method: 'PUT',
          url: `/api/fixed_indemnity/${g}`,
          payload: { name: 'x', amount_benefit: 2 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `/api/fixed_indemnity/delete/${g}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(404);
    expect(await countRows(t.owner, 'product_benefits')).toBe(before + 1);

    const denied = await t.call(partnerUser, {
      method: 'POST',
      url: '/api/variable_indemnity',
      payload: { product_guid: product, name: 'x', amount_benefit: 1 },
      partner: PARTNER_A,
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await t.call(partnerUser, { method: 'DELETE', url: `/api/fixed_indemnity/delete/${g}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'POST', url: '/api/fixed_indemnity', payload: {}, partner: PARTNER_A })).statusCode,
    ).toBe(401);
  });
});

describe('policy premium rate', () => {
  it('answers the premium and benefit of a policy’s product, only within the partner', async () => {
    const customer = uuidv7();
    const policy = uuidv7();
    await t.owner.query(
      "insert into customers (partner_guid, guid, msisdn, full_name) values ($1, $2, '+254712345678', 'Jane Doe')",
      [PARTNER_A, customer],
    );
    await t.owner.query(
      `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity, start_date, status)
       values ($1, $2, 'POL-1', $3, $4, 2000, 'weekly', '2026-01-01', 'active')`,
      [PARTNER_A, policy, customer, product],
    );
    const rate = await t.call(partnerUser, {
      method: 'GET',
      url: `/api/policies/${policy}/premium_rate`,
      partner: PARTNER_A,
    });
    expect(rate.statusCode).toBe(200);
    // 300 000 per month is 70 000 per week, more than the 2 000 premium
    expect(rate.json()).toMatchObject({
      policy_guid: policy,
      product_guid: product,
      premium_in_cents: 2_000,
      granularity: 'weekly',
      benefit_in_cents: 70_000,
      benefit_basis: 'fixed_indemnity',
      currency_code: 'KES',
    });
    expect(
      (await t.call(adminB, { method: 'GET', url: `/api/policies/${policy}/premium_rate`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(partnerUser, { method: 'GET', url: '/api/policies/nope/premium_rate', partner: PARTNER_A }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/policies/${policy}/premium_rate`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.call(partnerUser, { method: 'GET', url: `/api/policies/${policy}/premium_rate`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(403);
  });
});
