import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from './policies.fixtures.ts';

let t: TestApp;
let product: Awaited<ReturnType<typeof seedProduct>>;
let customer: Awaited<ReturnType<typeof seedCustomer>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const both = adminOf(PARTNER_A, PARTNER_B);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  customer = await seedCustomer(t, PARTNER_A);
});
afterAll(() => t.close());

const offer = () => ({
  customer_guid: customer.guid,
  product_guid: product.guid,
  start_date: inDays(1),
  premium_cents: 10_000,
});

describe('quotations', () => {
  it('creates a quotation with the benefit, lists it for the customer', async () => {
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: offer(),
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      status: 'open',
      premium_cents: 10_000,
      granularity: 'monthly',
      benefit_cents: 500_000,
    });
    const list = await t.call(agent, {
      method: 'GET',
      url: '/api/quotations/customer',
      query: { customer_guid: customer.guid },
      partner: PARTNER_A,
    });
    expect(list.json().map((q: { guid: string }) => q.guid)).toContain(r.json().guid);
  });

  it('prices from the product premiums and the contract benefit rule (granularity, quantity); unlisted is 400', async () => {
    await t.owner.query(
      `insert into product_premiums (partner_guid, guid, product_guid, amount_in_cents, granularity, quantity)
       values ($1, gen_random_uuid(), $2, 50000, 'weekly', 2)`,
      [PARTNER_A, product.guid],
    );
    const weekly = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), premium_cents: 50_000 },
      partner: PARTNER_A,
    });
    expect(weekly.statusCode).toBe(201);
    // Premium side 50,000 × 2 = 100,000; fixed indemnity 500,000 a month is 116,667 a week: the larger wins.
    expect(weekly.json()).toMatchObject({ premium_cents: 50_000, granularity: 'weekly', benefit_cents: 116_667 });
    const before = await countRows(t, 'quotations');
    const unlisted = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), premium_cents: 12_345 },
      partner: PARTNER_A,
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().errors).toEqual({ premium_cents: expect.any(String) });
    expect(await countRows(t, 'quotations')).toBe(before);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await countRows(t, 'quotations');
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { customer_guid: 'x', start_date: '2026-13-01', premium_cents: 0 },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'customer_guid',
      'premium_cents',
      'product_guid',
      'start_date',
    ]);
    const past = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), start_date: inDays(-1) },
      partner: PARTNER_A,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.start_date).toMatch(/past/);
    expect(await countRows(t, 'quotations')).toBe(before);
    const list = await t.call(agent, {
      method: 'GET',
      url: '/api/quotations/customer',
      query: { customer_guid: 'nope' },
      partner: PARTNER_A,
    });
    expect(list.json().errors).toHaveProperty('customer_guid');
  });

  it('eligibility by age on the start date: min and max inclusive, 422 with the reason outside', async () => {
    const start = inDays(10);
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const dob = (years: number, shiftDays = 0) => {
      const x = new Date(Date.UTC(y - years, m - 1, d + shiftDays));
      return x.toISOString().slice(0, 10);
    };
    const cases: [string, number][] = [
      [dob(18), 201], // 18th birthday on the start date
      [dob(18, 1), 422], // 18 the day after: 17 on the start date
      [dob(65, 1), 201], // still 65 on the start date
      [dob(66), 422], // 66 on the start date
    ];
    for (const [birth, status] of cases) {
      const c = await seedCustomer(t, PARTNER_A, { date_of_birth: birth });
      const r = await t.call(agent, {
        method: 'POST',
        url: '/api/quotations/create',
        payload: { ...offer(), customer_guid: c.guid, start_date: start },
        partner: PARTNER_A,
      });
      expect(r.statusCode, birth).toBe(status);
      if (status === 422) expect(r.json().message).toMatch(/Not eligible: the customer is \d+ on the start date/);
    }
  });

  it('refuses an inactive product and a customer without a date of birth (422)', async () => {
    const inactive = await seedProduct(t, PARTNER_A, { active: false });
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), product_guid: inactive.guid },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('product_inactive');
    const noDob = await seedCustomer(t, PARTNER_A, { date_of_birth: null });
    const r2 = await t.call(agent, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), customer_guid: noDob.guid },
      partner: PARTNER_A,
    });
    expect(r2.json().code).toBe('customer_dob_missing');
  });

  it("another partner's product or customer is not found (404), nothing leaks", async () => {
    const foreignProduct = await seedProduct(t, PARTNER_B);
    const r = await t.call(both, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), product_guid: foreignProduct.guid },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(404);
    const r2 = await t.call(both, {
      method: 'POST',
      url: '/api/quotations/create',
      payload: { ...offer(), product_guid: foreignProduct.guid },
      partner: PARTNER_B,
    });
    expect(r2.statusCode).toBe(404);
    expect(r2.json().code).toBe('customer_not_found');
    const list = await t.call(both, {
      method: 'GET',
      url: '/api/quotations/customer',
      query: { customer_guid: customer.guid },
      partner: PARTNER_B,
    });
    expect(list.json()).toEqual([]);
  });

  it('change_quotation re-prices an open quotation; a purchased one is 409', async () => {
    const q = (
      await t.call(agent, { method: 'POST', url: '/api/quotations/create', payload: offer(), partner: PARTNER_A })
    ).json();
    const r = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex/change_quotation',
      payload: { quotation_guid: q.guid, premium_cents: 700_000 },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ premium_cents: 700_000, benefit_cents: 700_000 });
    const bought = await t.call(agent, {
      method: 'POST',
      url: '/api/policies/complex/purchase',
      payload: { quotation_guid: q.guid, branch: 'Nairobi CBD' },
      partner: PARTNER_A,
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({ status: 'pending', premium_cents: 700_000 });
    expect(bought.json().additional_details).toMatchObject({ branch: 'Nairobi CBD', quotation_guid: q.guid });
    const again = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex/change_quotation',
      payload: { quotation_guid: q.guid, premium_cents: 1 },
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
    const twice = await t.call(agent, {
      method: 'POST',
      url: '/api/policies/complex/purchase',
      payload: { quotation_guid: q.guid },
      partner: PARTNER_A,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This quotation has already been bought.');
  });
});

describe('buy', () => {
  it('buys with channel WebClient: a readable policy number, pending, audited', async () => {
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/products/buy',
      payload: { ...offer(), channel: 'WebClient', beneficiary: { name: 'Otieno Wanjiru', relationship: 'Spouse' } },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(201);
    const p = r.json();
    expect(p.policy_number).toMatch(new RegExp(`^ACME-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(p).toMatchObject({ status: 'pending', beneficiary: { name: 'Otieno Wanjiru' } });
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().map((e: { action: string }) => e.action)).toEqual(['purchase']);
  });

  it('another channel is refused (400) and nothing is written', async () => {
    const before = await countRows(t, 'policies');
    const r = await t.call(agent, {
      method: 'POST',
      url: '/api/products/buy',
      payload: { ...offer(), channel: 'USSD', valid_until: inDays(-5) },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toHaveProperty('channel');
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/products/buy',
      payload: { ...offer(), valid_until: inDays(0) },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('valid_until');
    expect(await countRows(t, 'policies')).toBe(before);
  });

  it('policy numbers stay unique under concurrent purchases', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call(agent, { method: 'POST', url: '/api/products/buy', payload: offer(), partner: PARTNER_A }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = results.map((r) => r.json().policy_number);
    expect(new Set(numbers).size).toBe(12);
    const other = await t.call(adminOf(PARTNER_B), {
      method: 'POST',
      url: '/api/products/buy',
      payload: {
        ...offer(),
        customer_guid: (await seedCustomer(t, PARTNER_B)).guid,
        product_guid: (await seedProduct(t, PARTNER_B)).guid,
      },
      partner: PARTNER_B,
    });
    expect(other.json().policy_number).toMatch(/^BETA-\d{4}-000001$/);
  });

  it('needs a token, the write permission and one of the caller’s partners', async () => {
    const calls = [
      { method: 'POST', url: '/api/products/buy', payload: offer() },
      { method: 'POST', url: '/api/quotations/create', payload: offer() },
      { method: 'POST', url: '/api/policies/complex/purchase', payload: { quotation_guid: customer.guid } },
      { method: 'PUT', url: '/api/policies/complex/change_quotation', payload: { quotation_guid: customer.guid } },
      {
        method: 'PUT',
        url: '/api/policies/complex/update_quotation',
        payload: { policy_guid: customer.guid, premium_cents: 5 },
      },
    ] as const;
    const before = await countRows(t, 'policies');
    for (const c of calls) {
      expect((await t.call(null, { ...c, partner: PARTNER_A })).statusCode, c.url).toBe(401);
      expect((await t.call(roleOf('partner_user', PARTNER_A), { ...c, partner: PARTNER_A })).statusCode, c.url).toBe(
        403,
      );
      expect((await t.call(agent, { ...c, partner: PARTNER_B })).statusCode, c.url).toBe(403);
    }
    for (const url of ['/api/quotations/customer', '/api/quotations/event']) {
      expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
      expect(
        (await t.call({ roles: [], partners: [PARTNER_A] }, { method: 'GET', url, partner: PARTNER_A })).statusCode,
      ).toBe(403);
    }
    expect(await countRows(t, 'policies')).toBe(before);
  });
});

describe('quotation for an event', () => {
  it('says whether a policy covers an event date and why not', async () => {
    const p = (
      await t.call(agent, { method: 'POST', url: '/api/products/buy', payload: offer(), partner: PARTNER_A })
    ).json();
    const ask = (event_date: string, partner = PARTNER_A, user = agent) =>
      t.call(user, {
        method: 'GET',
        url: '/api/quotations/event',
        query: { customer_guid: customer.guid, policy_guid: p.guid, event_date },
        partner,
      });
    expect((await ask(inDays(0))).json()).toMatchObject({ covered: false, reason: 'not_started' });
    expect((await ask(inDays(5))).json()).toMatchObject({ covered: false, reason: 'waiting_period' });
    expect((await ask(inDays(40))).json()).toMatchObject({ covered: false, reason: 'not_paid_up' });
    expect((await ask('2026-02-30')).statusCode).toBe(400);
    expect((await ask(inDays(40), PARTNER_B, both)).statusCode).toBe(404);
  });
});

describe('update_quotation', () => {
  it('changes the premium of a pending policy and records a purchased quotation', async () => {
    const p = (
      await t.call(agent, { method: 'POST', url: '/api/products/buy', payload: offer(), partner: PARTNER_A })
    ).json();
    const r = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex/update_quotation',
      payload: { policy_guid: p.guid, premium_cents: 20_000 },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'purchased', policy_guid: p.guid, premium_cents: 20_000 });
    const after = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}`, partner: PARTNER_A });
    expect(after.json().premium_cents).toBe(20_000);
    const bad = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex/update_quotation',
      payload: { policy_guid: p.guid, premium_cents: -1 },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.call(both, {
      method: 'PUT',
      url: '/api/policies/complex/update_quotation',
      payload: { policy_guid: p.guid, premium_cents: 30_000 },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
