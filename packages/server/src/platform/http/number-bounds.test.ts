import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, hospitalClaim, type Seeded, seedClaimsWorld } from '../../modules/claims/test/claims-fixtures.ts';
import { productBody } from '../../modules/products/test-fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let A: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  // Past int4 is inside the partner's bound per payment once the partner raises it (the default is 20,000,000.00).
  await t.owner.query(
    `update partner_configs set config = '{"maximum_payment_amount": 1000000000}' where partner_guid = $1`,
    [PARTNER_A],
  );
});
afterAll(() => t?.close());

const admin = adminOf(PARTNER_A);
const finance = roleOf('finance_officer', PARTNER_A);
const today = () => new Date().toISOString().slice(0, 10);
/** 30 billion cents: 300 million XOF, past int4. */
const BIG = 30_000_000_000;

describe('money is bigint end to end', () => {
  it('a payment past 2,147,483,647 cents is stored and read back exactly', async () => {
    const res = await t.call(finance, {
      method: 'POST',
      url: '/api/payments',
      payload: { policy_guid: A.policy, amount_cents: BIG, effected_date: today(), mno_reference: 'BIG-1' },
      partner: PARTNER_A,
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = await t.call(finance, { method: 'GET', url: `/api/payments/${res.json().guid}`, partner: PARTNER_A });
    expect(got.json().amount_cents).toBe(BIG);
  });

  it('a claim amount and product benefits past int4 are accepted', async () => {
    const claim = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { claim_amount_cents: BIG }),
      partner: PARTNER_A,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().claim_amount_cents).toBe(BIG);
    const product = await t.call(admin, {
      method: 'POST',
      url: '/api/products',
      payload: productBody({ code: 'BIG', hospital_benefit_amount: BIG, fixed_indemnity_amount: BIG }),
      partner: PARTNER_A,
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json()).toMatchObject({ hospital_benefit_amount: BIG, fixed_indemnity_amount: BIG });
  });

  it('money past what a JSON number holds exactly answers 400 naming the field', async () => {
    const res = await t.call(finance, {
      method: 'POST',
      url: '/api/payments',
      payload: { policy_guid: A.policy, amount_cents: 2 ** 53, effected_date: today(), mno_reference: 'BIG-2' },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['amount_cents']);
  });
});

describe('counts and days keep int4 bounds', () => {
  it.each(['waiting_days', 'cool_off_hours', 'debit_grace_days'])(
    '%s past 2,147,483,647 answers 400',
    async (field) => {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/api/products',
        payload: productBody({ code: `P-${field}`, [field]: 2_147_483_648 }),
        partner: PARTNER_A,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    },
  );

  it('a version past int4 answers 400', async () => {
    const res = await t.call(finance, {
      method: 'POST',
      url: `/api/claims/${A.policy}/actions/pay`,
      payload: { version: 2 ** 40 },
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('version');
  });
});

describe('paging bounds', () => {
  it.each([
    ['/api/customers/find', { name: 'Wanjiru' }],
    ['/api/customers/find', { msisdn: '0712345678' }],
    ['/api/claim_hospitals', { search: 'royal' }],
    ['/api/configs/hospitals', {}],
    ['/api/countries', {}],
  ])('page=300000000 on %s %j answers 400 naming page', async (url, query) => {
    const res = await t.call(admin, { method: 'GET', url, query: { ...query, page: '300000000' }, partner: PARTNER_A });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('page');
  });

  it('the last allowed page answers 200 with nothing', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: '/api/customers/find',
      query: { name: 'Wanjiru', page: '1000000', size: '500' },
      partner: PARTNER_A,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});
