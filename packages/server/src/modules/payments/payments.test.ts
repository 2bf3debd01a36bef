import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';

let t: TestApp;
let product: Awaited<ReturnType<typeof seedProduct>>;
let customer: Awaited<ReturnType<typeof seedCustomer>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const both = adminOf(PARTNER_A, PARTNER_B);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  customer = await seedCustomer(t, PARTNER_A);
});
afterAll(() => t.close());

async function buy() {
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { guid: string; status: string };
}
let refs = 0;
const entry = (policy_guid: string, o: Record<string, unknown> = {}) => ({
  policy_guid,
  amount_cents: 20_000,
  effected_date: inDays(0),
  mno_reference: `MPESA${++refs}X`,
  ...o,
});
const post = (payload: object, user = agent, partner = PARTNER_A, headers: Record<string, string> = {}) =>
  t.call(user, { method: 'POST', url: '/api/payments', payload, partner, headers });
const status = async (guid: string) =>
  (await t.call(agent, { method: 'GET', url: `/api/policies/${guid}`, partner: PARTNER_A })).json().status;

describe('missing payment', () => {
  it('records the payment and activates the pending policy once the premium is covered', async () => {
    const p = await buy();
    const half = await post(entry(p.guid, { amount_cents: 10_001 }), finance);
    expect(half.statusCode).toBe(201);
    expect(half.json()).toMatchObject({ status: 'succeeded', amount_cents: 10_001, created_by: 'finance_officer' });
    expect(await status(p.guid)).toBe('pending');
    expect((await post(entry(p.guid, { amount_cents: 10_001 }))).statusCode).toBe(201);
    expect(await status(p.guid)).toBe('active');
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().at(-1)).toMatchObject({ action: 'activate', actor_username: 'call_centre_agent' });
  });

  it('the amount must be greater than 100 (in cents: 10000), or the partner’s configured minimum', async () => {
    const p = await buy();
    const before = await countRows(t, 'payments');
    const low = await post(entry(p.guid, { amount_cents: 10_000 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.amount_cents).toBe('The amount must be greater than 100.');
    await t.owner.query(
      `insert into partner_configs (partner_guid, config) values ($1, '{"minimum_missing_payment_amount": 500}')
       on conflict (partner_guid) do update set config = excluded.config`,
      [PARTNER_A],
    );
    const r = await post(entry(p.guid, { amount_cents: 40_000 }), agent, PARTNER_A, { 'accept-language': 'fr' });
    expect(r.json().errors.amount_cents).toBe('Le montant doit être supérieur à 500.');
    await t.owner.query('delete from partner_configs where partner_guid = $1', [PARTNER_A]);
    expect(await countRows(t, 'payments')).toBe(before);
  });

  it('requires amount, effected date, MNO reference and policy (400, nothing written)', async () => {
    const before = await countRows(t, 'payments');
    const r = await post({});
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'amount_cents',
      'effected_date',
      'mno_reference',
      'policy_guid',
    ]);
    const p = await buy();
    const future = await post(entry(p.guid, { effected_date: inDays(2) }));
    expect(future.json().errors).toHaveProperty('effected_date');
    const spaced = await post(entry(p.guid, { mno_reference: ' ABC' }));
    expect(spaced.json().errors).toHaveProperty('mno_reference');
    expect(await countRows(t, 'payments')).toBe(before);
  });

  it('the same MNO reference twice never double-counts (409)', async () => {
    const p = await buy();
    const body = entry(p.guid);
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, amount_cents: 99_999 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(body.mno_reference);
    const sum = await t.owner.query('select sum(amount_cents)::int n from payments where policy_guid = $1', [p.guid]);
    expect(sum.rows[0].n).toBe(20_000);
  });

  it('concurrent entries of the same reference: one row', async () => {
    const p = await buy();
    const body = entry(p.guid);
    const rs = await Promise.all([post(body), post(body), post(body)]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const n = await t.owner.query('select count(*)::int n from payments where mno_reference = $1', [
      body.mno_reference,
    ]);
    expect(n.rows[0].n).toBe(1);
  });

  it('Idempotency-Key replays the first answer; another body with the key is 422', async () => {
    const p = await buy();
    const body = entry(p.guid);
    const key = { 'idempotency-key': `key-${p.guid}` };
    const first = await post(body, agent, PARTNER_A, key);
    const [second, third] = await Promise.all([post(body, agent, PARTNER_A, key), post(body, agent, PARTNER_A, key)]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const other = await post(entry(p.guid), agent, PARTNER_A, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect((await post(entry(p.guid), agent, PARTNER_A, { 'idempotency-key': 'x' })).statusCode).toBe(400);
    const n = await t.owner.query('select count(*)::int n from payments where policy_guid = $1', [p.guid]);
    expect(n.rows[0].n).toBe(1);
  });

  it('the effected date is neither ahead of today nor before the policy was bought (400, nothing written)', async () => {
    const p = await buy();
    const before = await countRows(t, 'payments');
    const early = await post(entry(p.guid, { effected_date: inDays(-1) }));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.effected_date).toBe(
      `The effected date cannot be before the policy was bought (${inDays(0)}).`,
    );
    const ahead = await post(entry(p.guid, { effected_date: inDays(1) }));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors.effected_date).toBe('The effected date cannot be in the future.');
    expect(await countRows(t, 'payments')).toBe(before);
    expect(await status(p.guid)).toBe('pending');
  });

  it('a policy past its end date takes no premium, even while it says lapsed (409)', async () => {
    const p = await buy();
    await t.owner.query(`update policies set status = 'lapsed', valid_until = $2 where guid = $1`, [
      p.guid,
      inDays(-1),
    ]);
    const r = await post(entry(p.guid));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      code: 'policy_not_payable',
      message: 'This policy is expired: no premium can be recorded for it.',
    });
    expect(await status(p.guid)).toBe('lapsed');
  });

  it('a cancelled policy takes no premium (409)', async () => {
    const p = await buy();
    await t.call(agent, {
      method: 'DELETE',
      url: `/api/policies/${p.guid}`,
      query: { reason: 'x' },
      partner: PARTNER_A,
    });
    const r = await post(entry(p.guid));
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('policy_not_payable');
  });

  it("another partner's policy is 404; a reader is 403; no token is 401; nothing written", async () => {
    const p = await buy();
    const before = await countRows(t, 'payments');
    expect((await post(entry(p.guid), both, PARTNER_B)).statusCode).toBe(404);
    expect((await post(entry(p.guid), reader)).statusCode).toBe(403);
    expect((await post(entry(p.guid), agent, PARTNER_B)).statusCode).toBe(403);
    expect(
      (await t.call(null, { method: 'POST', url: '/api/payments', payload: entry(p.guid), partner: PARTNER_A }))
        .statusCode,
    ).toBe(401);
    expect(await countRows(t, 'payments')).toBe(before);
  });
});

describe('correcting a payment', () => {
  it('changes status and MNO fields with a reason, audited; 400 bad input, 403 reader, 404 other partner', async () => {
    const p = await buy();
    const pay = (await post(entry(p.guid), finance)).json();
    expect(await status(p.guid)).toBe('active');
    const put = (body: object, user = finance, partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `/api/payments/${pay.guid}`, payload: body, partner });
    const r = await put({
      status: 'reversed',
      mno_status: 'REVERSED',
      mno_message: 'Operator reversal',
      reason: 'MNO call',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'reversed', mno_status: 'REVERSED', mno_message: 'Operator reversal' });
    const a = await t.owner.query(
      `select reason, before->>'status' b, after->>'status' a from audit_events where entity_guid = $1 and action = 'correct'`,
      [pay.guid],
    );
    expect(a.rows).toEqual([{ reason: 'MNO call', b: 'succeeded', a: 'reversed' }]);
    // Nothing is paid any more: the policy goes back to pending (cover stops), audited with the correction's reason
    // and shown on its timeline.
    expect(await status(p.guid)).toBe('pending');
    const history = (
      await t.call(reader, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A })
    ).json();
    expect(history.at(-1)).toMatchObject({
      action: 'revert',
      actor_username: 'finance_officer',
      before: { status: 'active' },
      after: { status: 'pending' },
      reason: expect.stringMatching(`^payment ${pay.mno_reference} corrected: MNO call; 0 period`),
    });
    const bad = await put({ status: 'lost', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'status']);
    expect((await put({ status: 'succeeded', reason: 'x' }, reader)).statusCode).toBe(403);
    expect((await put({ status: 'succeeded', reason: 'x' }, both, PARTNER_B)).statusCode).toBe(404);
    const after = await t.owner.query('select status from payments where guid = $1', [pay.guid]);
    expect(after.rows[0].status).toBe('reversed');
    // Corrected back to succeeded: the premium counts again and the cover starts again.
    expect((await put({ status: 'succeeded', reason: 'MNO confirmed' })).statusCode).toBe(200);
    expect(await status(p.guid)).toBe('active');
  });

  it('a payment corrected to failed takes an active policy back to pending; a lapsed one too', async () => {
    const p = await buy();
    const pay = (await post(entry(p.guid), finance)).json();
    expect(await status(p.guid)).toBe('active');
    // A policy in arrears (as the daily sweep leaves it).
    await t.owner.query(`update policies set status = 'lapsed' where guid = $1`, [p.guid]);
    expect(await status(p.guid)).toBe('lapsed');
    const r = await t.call(finance, {
      method: 'PUT',
      url: `/api/payments/${pay.guid}`,
      payload: { status: 'failed', reason: 'bounced' },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(await status(p.guid)).toBe('pending');
  });
});

describe('reading payments', () => {
  it('by policy, by guid, all of a customer, premiums by msisdn, status summary', async () => {
    const p = await buy();
    const pay = (await post(entry(p.guid))).json();
    const byPolicy = await t.call(reader, {
      method: 'GET',
      url: '/api/payments',
      query: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(byPolicy.json()).toMatchObject({ count: 1, items: [{ guid: pay.guid }] });
    const one = await t.call(reader, { method: 'GET', url: `/api/payments/${pay.guid}`, partner: PARTNER_A });
    expect(one.json().mno_reference).toBe(pay.mno_reference);
    const all = await t.call(reader, { method: 'GET', url: `/api/payments/all/${customer.guid}`, partner: PARTNER_A });
    expect(all.json().items.map((x: { guid: string }) => x.guid)).toContain(pay.guid);
    const prem = await t.call(reader, {
      method: 'GET',
      url: `/api/premiums/customer/+${customer.msisdn}`,
      partner: PARTNER_A,
    });
    expect(prem.statusCode).toBe(200);
    expect(prem.json().policies.find((x: { policy_guid: string }) => x.policy_guid === p.guid)).toMatchObject({
      paid_cents: 20_000,
    });
    // The customers module's normaliser: the national form with a trunk 0 and spaces finds the same customer.
    const national = `0${customer.msisdn.slice(3, 6)} ${customer.msisdn.slice(6)}`;
    const byNational = await t.call(reader, {
      method: 'GET',
      url: `/api/premiums/customer/${encodeURIComponent(national)}`,
      partner: PARTNER_A,
    });
    expect(byNational.json().customer_guid).toBe(customer.guid);
    const invalid = await t.call(reader, { method: 'GET', url: '/api/premiums/customer/12345', partner: PARTNER_A });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ msisdn: expect.any(String) });
    const summary = await t.call(reader, {
      method: 'GET',
      url: `/api/payments/status/${PARTNER_A}`,
      partner: PARTNER_A,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().items.find((i: { status: string }) => i.status === 'succeeded').count).toBeGreaterThan(0);
    await t.call(agent, {
      method: 'DELETE',
      url: `/api/policies/${p.guid}`,
      query: { reason: 'x' },
      partner: PARTNER_A,
    });
    const after = await t.call(reader, { method: 'GET', url: `/api/payments/status/${PARTNER_A}`, partner: PARTNER_A });
    expect(after.json().items.find((i: { status: string }) => i.status === 'refunded')).toMatchObject({
      count: 1,
      amount_cents: '20000',
    });
  });

  it('the dashboard counts and sums by status and per day over a date range', async () => {
    const p = await buy();
    // Bought 60 days ago: a payment is never dated before the policy was bought.
    await t.owner.query(`update policies set purchased_at = now() - interval '60 days' where guid = $1`, [p.guid]);
    const old = (await post(entry(p.guid, { effected_date: inDays(-40), amount_cents: 30_000 }))).json();
    await post(entry(p.guid, { effected_date: inDays(-1), amount_cents: 40_000 }));
    const get = (query: Record<string, string>) =>
      t.call(reader, { method: 'GET', url: `/api/payments/status/${PARTNER_A}`, query, partner: PARTNER_A });
    const all = (await get({})).json();
    const recent = (await get({ from: inDays(-10), to: inDays(0) })).json();
    const succeeded = (b: { items: { status: string; count: number; amount_cents: string }[] }) =>
      b.items.find((i) => i.status === 'succeeded')!;
    expect(succeeded(all).count - succeeded(recent).count).toBeGreaterThanOrEqual(1);
    expect(recent).toMatchObject({ from: inDays(-10), to: inDays(0) });
    expect(recent.by_day.every((d: { day: string }) => d.day >= inDays(-10) && d.day <= inDays(0))).toBe(true);
    expect(recent.by_day).toContainEqual({ day: inDays(-1), status: 'succeeded', count: 1, amount_cents: '40000' });
    const day40 = (await get({ from: inDays(-40), to: inDays(-40) })).json();
    expect(day40.total_amount_cents).toBe('30000');
    // A correction moves the payment from one status to another in the totals (the triggers follow updates).
    await t.owner.query(`update payments set status = 'reversed' where guid = $1`, [old.guid]);
    expect((await get({ from: inDays(-40), to: inDays(-40) })).json().items).toEqual([
      { status: 'reversed', count: 1, amount_cents: '30000' },
    ]);
    const bad = await get({ from: inDays(0), to: inDays(-1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe('The end date must not be before the start date.');
    expect((await get({ from: 'yesterday' })).statusCode).toBe(400);
  });

  it('bad input 400; another partner sees nothing', async () => {
    const p = await buy();
    const pay = (await post(entry(p.guid))).json();
    expect((await t.call(reader, { method: 'GET', url: '/api/payments', partner: PARTNER_A })).statusCode).toBe(400);
    expect((await t.call(reader, { method: 'GET', url: '/api/payments/nope', partner: PARTNER_A })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call(reader, { method: 'GET', url: '/api/premiums/customer/abc', partner: PARTNER_A })).statusCode,
    ).toBe(400);
    expect(
      (await t.call(both, { method: 'GET', url: `/api/payments/${pay.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(both, { method: 'GET', url: '/api/payments', query: { policy_guid: p.guid }, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(both, { method: 'GET', url: `/api/payments/all/${customer.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(both, { method: 'GET', url: `/api/premiums/customer/${customer.msisdn}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    // the path partner must be the selected one (400) and one of the caller's (403)
    expect(
      (await t.call(both, { method: 'GET', url: `/api/payments/status/${PARTNER_A}`, partner: PARTNER_B })).statusCode,
    ).toBe(400);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/payments/status/${PARTNER_B}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    '/api/payments?policy_guid=0190a000-0000-7000-8000-000000000001',
    '/api/payments/0190a000-0000-7000-8000-000000000001',
    '/api/payments/all/0190a000-0000-7000-8000-000000000001',
    `/api/payments/status/${PARTNER_A}`,
    '/api/premiums/customer/254700000000',
  ])('%s needs a token, payments.read and the partner', async (url) => {
    expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
    expect(
      (await t.call({ roles: [], partners: [PARTNER_A] }, { method: 'GET', url, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect((await t.call(reader, { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(403);
  });
});
