import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, productBody, seedPartners } from './test-fixtures.ts';

let t: TestApp;
const admin = adminOf(PARTNER_A, PARTNER_B);
const adminA = adminOf(PARTNER_A);
const adminB = adminOf(PARTNER_B);
const partnerUser = roleOf('partner_user', PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
let productB: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  const b = await t.call(adminB, { method: 'POST', url: '/api/products', payload: productBody(), partner: PARTNER_B });
  productB = b.json().guid;
});
afterAll(() => t.close());

describe('products', () => {
  it('creates, reads, lists and replaces a product, with audit events and the country currency', async () => {
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody(),
      partner: PARTNER_A,
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ code: 'HOSP-1', paid: true, currency_code: 'KES', partner_guid: PARTNER_A });
    expect(p.product_guid).toBe(p.guid);

    const got = await t.call(partnerUser, { method: 'GET', url: `/api/products/${p.guid}`, partner: PARTNER_A });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ guid: p.guid, premiums: [], benefits: [] });

    const updated = await t.call(admin, {
      method: 'PUT',
      url: `/api/products/${p.guid}`,
      payload: productBody({ name: 'Hospital cash plus', active: false }),
      partner: PARTNER_A,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Hospital cash plus', active: false });

    await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({ code: 'LIFE-1', name: 'Life', type: 'life' }),
      partner: PARTNER_A,
    });
    // The spec's partner parameter for this call is partnerGuid.
    const all = await t.call(partnerUser, { method: 'GET', url: '/api/products', query: { partnerGuid: PARTNER_A } });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((x: { code: string }) => x.code)
        .sort(),
    ).toEqual(['HOSP-1', 'LIFE-1']);
    const active = await t.call(agent, {
      method: 'GET',
      url: '/api/products',
      query: { partnerGuid: PARTNER_A, active_only: 'true' },
    });
    expect(active.json().map((x: { code: string }) => x.code)).toEqual(['LIFE-1']);
    const life = await t.call(agent, {
      method: 'GET',
      url: '/api/products',
      query: { type: 'life' },
      partner: PARTNER_A,
    });
    expect(life.json()).toHaveLength(1);

    const events = await t.owner.query(
      "select action from audit_events where entity_type = 'product' and entity_guid = $1 order by created_at",
      [p.guid],
    );
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses a duplicate code with 409', async () => {
    const again = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({ code: 'DUP' }),
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(201);
    const dup = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({ code: 'DUP' }),
      partner: PARTNER_A,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await countRows(t.owner, 'products');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({
        code: 'A B',
        type: 'spaceship',
        payment_method: 'cash',
        cool_off_hours: -1,
        waiting_days: -2,
        debit_grace_days: -3,
        fixed_indemnity_amount: 10.5,
      }),
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'code',
      'cool_off_hours',
      'debit_grace_days',
      'fixed_indemnity_amount',
      'payment_method',
      'type',
      'waiting_days',
    ]);
    const ranges = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({ minimum_age: 70, maximum_age: 18, min_hospital_days: 10, max_hospital_days: 2 }),
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(ranges.statusCode).toBe(400);
    expect(ranges.json().errors).toEqual({
      maximum_age: "L'âge maximum ne doit pas être inférieur à l'âge minimum.",
      max_hospital_days: "Le nombre maximum de jours d'hospitalisation ne doit pas être inférieur au minimum.",
    });
    const badQuery = await t.call(admin, {
      method: 'GET',
      url: '/api/products',
      query: { type: 'x' },
      partner: PARTNER_A,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(await countRows(t.owner, 'products')).toBe(before);
  });

  it('never shows or changes another partner’s product', async () => {
    const read = await t.call(adminA, { method: 'GET', url: `/api/products/${productB}`, partner: PARTNER_A });
    expect(read.statusCode).toBe(404);
    const put = await t.call(adminA, {
      method: 'PUT',
      url: `/api/products/${productB}`,
      payload: productBody({ name: 'stolen' }),
      partner: PARTNER_A,
    });
    expect(put.statusCode).toBe(404);
    const list = await t.call(adminA, { method: 'GET', url: '/api/products', partner: PARTNER_A });
    expect(list.json().some((x: { guid: string }) => x.guid === productB)).toBe(false);
    const foreign = await t.call(adminA, { method: 'GET', url: '/api/products', query: { partnerGuid: PARTNER_B } });
    expect(foreign.statusCode).toBe(403);
    const name = await t.owner.query('select name from products where guid = $1', [productB]);
    expect(name.rows[0].name).toBe('Hospital cash');
  });

  it('needs a token and products.write to change', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/products', partner: PARTNER_A })).statusCode).toBe(401);
    for (const user of [partnerUser, agent]) {
      const denied = await t.call(user, {
        method: 'POST',
        url: '/api/products',
        payload: productBody({ code: 'NOPE' }),
        partner: PARTNER_A,
      });
      expect(denied.statusCode).toBe(403);
    }
    const list = await t.call(adminA, { method: 'GET', url: '/api/products', partner: PARTNER_A });
    const guid = list.json()[0].guid;
    const put = await t.call(partnerUser, {
      method: 'PUT',
      url: `/api/products/${guid}`,
      payload: productBody(),
      partner: PARTNER_A,
    });
    expect(put.statusCode).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: '/api/products' })).statusCode).toBe(400);
  });

  it('answers the metadata lists', async () => {
    const meta = await t.call(partnerUser, { method: 'GET', url: '/api/metadata/product', partner: PARTNER_A });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().payment_methods).toEqual(['strike_money', 'card_payment', 'recurring_debit_creation']);
    expect(meta.json().benefit_types).toEqual(['fixed_indemnity', 'variable_indemnity', 'cashback_indemnity']);
    const pm = await t.call(partnerUser, { method: 'GET', url: '/api/metadata/product_premium', partner: PARTNER_A });
    expect(pm.json().granularities).toContain('monthly');
    expect((await t.call(null, { method: 'GET', url: '/api/metadata/product', partner: PARTNER_A })).statusCode).toBe(
      401,
    );
  });
});
