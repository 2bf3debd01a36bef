import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue } from '../../test/metric-value.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from '../policies/policies.fixtures.ts';
import { createPaymentRequestsService } from './payment-requests.service.ts';

let t: TestApp;
let product: Awaited<ReturnType<typeof seedProduct>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const finance = roleOf('finance_officer', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const adminB = adminOf(PARTNER_B);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
});
afterAll(() => t.close());

async function buy(msisdn?: string) {
  const customer = await seedCustomer(t, PARTNER_A, msisdn ? { msisdn } : {});
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: { customer_guid: customer.guid, product_guid: product.guid, start_date: inDays(0), premium_cents: 20_000 },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  return { ...(r.json() as { guid: string; status: string }), customer };
}
let refs = 0;
const single = (policy_guid: string, o: Record<string, unknown> = {}) => ({
  policy_guid,
  amount_in_cents: 20_000,
  quantity: 1,
  effected_date: inDays(0),
  mno_reference: `PREM${++refs}${Math.random().toString(36).slice(2, 6)}`,
  payment_method: 'strike_money',
  ...o,
});
const put = (
  path: string,
  payload: object,
  user = finance,
  partner = PARTNER_A,
  headers: Record<string, string> = {},
) => t.call(user, { method: 'PUT', url: `/api/premiums/${path}`, payload, partner, headers });
const status = async (guid: string) =>
  (await t.owner.query('select status from policies where guid = $1', [guid])).rows[0].status as string;

describe('premiums', () => {
  it('records a single non-bundled premium: its payment, the benefit rule, and the policy becomes active', async () => {
    const p = await buy();
    expect(p.status).toBe('pending');
    const r = await put('add_single_non_bundled', single(p.guid, { quantity: 2 }));
    expect(r.statusCode, r.body).toBe(201);
    const premium = r.json();
    // SPEC §9: max(20,000 × 2 = 40,000, fixed indemnity 500,000 per month) → the fixed indemnity.
    expect(premium).toMatchObject({
      payment_type: 'normal',
      bundle_kind: null,
      quantity: 2,
      total_cents: 40_000,
      granularity: 'monthly',
      payment_method: 'strike_money',
      benefit_in_cents: 500_000,
      benefit_basis: 'fixed_indemnity',
      status: 'recorded',
    });
    expect(await status(p.guid)).toBe('active');
    const pay = await t.owner.query('select amount_cents::int a, status from payments where guid = $1', [
      premium.payment_guid,
    ]);
    expect(pay.rows[0]).toEqual({ a: 40_000, status: 'succeeded' });
    const audits = await t.owner.query(
      "select action from audit_events where entity_guid = $1 and entity_type = 'premium'",
      [premium.guid],
    );
    expect(audits.rows).toEqual([{ action: 'add_single' }]);
    const list = await t.call(reader, {
      method: 'GET',
      url: '/api/premiums',
      query: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(list.json()).toMatchObject({ count: 1, items: [{ guid: premium.guid, benefit_in_cents: 500_000 }] });
    const byPhone = await t.call(reader, {
      method: 'GET',
      url: `/api/premiums/customer/${p.customer.msisdn}`,
      partner: PARTNER_A,
    });
    expect(byPhone.json().premiums).toMatchObject([{ guid: premium.guid, benefit_basis: 'fixed_indemnity' }]);
  });

  it('a premium larger than the fixed indemnity is its own benefit', async () => {
    const p = await buy();
    const r = await put('add_single_non_bundled', single(p.guid, { amount_in_cents: 300_000, quantity: 2 }));
    expect(r.json()).toMatchObject({ benefit_in_cents: 600_000, benefit_basis: 'premium' });
  });

  it('refuses bad input, a future date, an MNO reference already recorded and an unknown policy (nothing written)', async () => {
    const p = await buy();
    const before = await countRows(t, 'premiums');
    const bad = await put('add_single_non_bundled', {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'amount_in_cents',
      'effected_date',
      'mno_reference',
      'policy_guid',
    ]);
    expect((await put('add_single_non_bundled', single(p.guid, { amount_in_cents: 0 }))).statusCode).toBe(400);
    expect((await put('add_single_non_bundled', single(p.guid, { payment_method: 'cash' }))).statusCode).toBe(400);
    const future = await put('add_single_non_bundled', single(p.guid, { effected_date: inDays(3) }));
    expect(future.json().errors.effected_date).toBe('The effected date cannot be in the future.');
    const first = single(p.guid);
    expect((await put('add_single_non_bundled', first)).statusCode).toBe(201);
    expect((await put('add_single_non_bundled', { ...first, quantity: 3 })).statusCode).toBe(409);
    const unknown = await put('add_single_non_bundled', single('0190a000-0000-7000-8000-0000000000ff'));
    expect(unknown.statusCode).toBe(404);
    expect(await countRows(t, 'premiums')).toBe(before + 1);
  });

  it('replays the first answer for the same Idempotency-Key (never a second premium)', async () => {
    const p = await buy();
    const body = single(p.guid);
    const headers = { 'idempotency-key': `prem-key-${refs}-abcdef` };
    const a = await put('add_single_non_bundled', body, finance, PARTNER_A, headers);
    const b = await put('add_single_non_bundled', body, finance, PARTNER_A, headers);
    expect(a.statusCode).toBe(201);
    expect(b.json().guid).toBe(a.json().guid);
    const other = await put('add_single_non_bundled', single(p.guid), finance, PARTNER_A, headers);
    expect(other.statusCode).toBe(422);
  });

  it('adds a voice or data bundle on a normal premium (prerequisite), and deletes dependants first', async () => {
    const p = await buy();
    const base = (await put('add_single_non_bundled', single(p.guid))).json();
    const noKind = await put('add_with_prerequisite', {
      ...single(p.guid),
      prerequisite_guid: base.guid,
      payment_type: 'bundle',
    });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors.bundle_kind).toBe('Choose voice or data for a bundle.');
    const bundle = await put('add_with_prerequisite', {
      ...single(p.guid, { amount_in_cents: 5_000 }),
      prerequisite_guid: base.guid,
      payment_type: 'bundle',
      bundle_kind: 'data',
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    expect(bundle.json()).toMatchObject({ payment_type: 'bundle', bundle_kind: 'data', prerequisite_guid: base.guid });
    const onBundle = await put('add_with_prerequisite', {
      ...single(p.guid),
      prerequisite_guid: bundle.json().guid,
      payment_type: 'bundle',
      bundle_kind: 'voice',
    });
    expect(onBundle.statusCode).toBe(422);
    const other = await buy();
    const foreignPrereq = await put('add_with_prerequisite', {
      ...single(other.guid),
      prerequisite_guid: base.guid,
      payment_type: 'normal',
    });
    expect(foreignPrereq.json().errors.prerequisite_guid).toBe('Choose a premium of this policy as the prerequisite.');

    const del = (id: string, user = finance, partner = PARTNER_A) =>
      t.call(user, { method: 'DELETE', url: `/api/premiums/${id}`, partner });
    expect((await del(base.guid)).statusCode).toBe(409);
    const gone = await del(bundle.json().guid);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().status).toBe('deleted');
    const reversed = await t.owner.query('select status from payments where guid = $1', [bundle.json().payment_guid]);
    expect(reversed.rows[0].status).toBe('reversed');
    expect((await del(bundle.json().guid)).statusCode).toBe(409);
    expect((await del(base.guid)).statusCode).toBe(200);
    const history = await t.owner.query(
      "select action from audit_events where entity_guid = $1 and entity_type = 'payment' order by created_at",
      [base.payment_guid],
    );
    expect(history.rows.map((r) => r.action)).toEqual(['premium', 'reverse']);
  });

  it('another partner’s premium or policy is not found, a role without payments.write is refused', async () => {
    const p = await buy();
    const premium = (await put('add_single_non_bundled', single(p.guid))).json();
    const del = await t.call(adminB, { method: 'DELETE', url: `/api/premiums/${premium.guid}`, partner: PARTNER_B });
    expect(del.statusCode).toBe(404);
    expect((await put('add_single_non_bundled', single(p.guid), adminB, PARTNER_B)).statusCode).toBe(404);
    const list = await t.call(adminB, {
      method: 'GET',
      url: '/api/premiums',
      query: { policy_guid: p.guid },
      partner: PARTNER_B,
    });
    expect(list.statusCode).toBe(404);
    expect((await put('add_single_non_bundled', single(p.guid), reader)).statusCode).toBe(403);
    expect(
      (await t.call(reader, { method: 'DELETE', url: `/api/premiums/${premium.guid}`, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect((await put('add_single_non_bundled', single(p.guid), finance, PARTNER_B)).statusCode).toBe(403);
  });
});

describe('direct payment requests (simulated mobile wallet)', () => {
  const direct = (payload: object, user = finance, partner = PARTNER_A, headers: Record<string, string> = {}) =>
    t.call(user, { method: 'POST', url: '/api/payment_requests/direct', payload, partner, headers });

  it('a request the wallet pays becomes a payment and activates the policy', async () => {
    const p = await buy('254712000001');
    const succeeded = await metricValue('coverdesk_payment_requests_total', { outcome: 'succeeded' });
    const r = await direct({ policy_guid: p.guid, amount_cents: 20_000 });
    expect(r.statusCode, r.body).toBe(201);
    expect(await metricValue('coverdesk_payment_requests_total', { outcome: 'succeeded' })).toBe(succeeded + 1);
    expect(r.json()).toMatchObject({ status: 'succeeded', msisdn: '254712000001', currency_code: 'KES' });
    const pay = await t.owner.query(
      'select amount_cents::int a, mno_reference, channel from payments where guid = $1',
      [r.json().payment_guid],
    );
    expect(pay.rows[0]).toEqual({ a: 20_000, mno_reference: r.json().provider_reference, channel: 'MobileWallet' });
    expect(await status(p.guid)).toBe('active');
    const list = await t.call(reader, {
      method: 'GET',
      url: '/api/payment_requests',
      query: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(list.json()).toMatchObject({ count: 1, items: [{ guid: r.json().guid, status: 'succeeded' }] });
  });

  it('a wallet refusal is failed with its reason, no payment', async () => {
    const p = await buy('254712000009');
    const payments = await countRows(t, 'payments');
    const failed = await metricValue('coverdesk_payment_requests_total', { outcome: 'failed' });
    const r = await direct({ policy_guid: p.guid, amount_cents: 20_000 });
    expect(r.json()).toMatchObject({ status: 'failed', failure_reason: 'Insufficient funds', payment_guid: null });
    expect(await metricValue('coverdesk_payment_requests_total', { outcome: 'failed' })).toBe(failed + 1);
    expect(await countRows(t, 'payments')).toBe(payments);
    expect(await status(p.guid)).toBe('pending');
  });

  it('a pending request is asked again by its job and then succeeds', async () => {
    const p = await buy('254712000008');
    const r = await direct({ policy_guid: p.guid, amount_cents: 20_000 });
    expect(r.json().status).toBe('pending');
    const sent = (t.jobs as unknown as { sent: { queue: string; data: { partner: string; guid: string } }[] }).sent;
    const job = sent.find((j) => j.queue === 'payment_requests.poll' && j.data.guid === r.json().guid);
    expect(job).toBeDefined();
    const service = createPaymentRequestsService(t.database, t.app.walletGateway, t.jobs);
    await service.poll(job!.data);
    const after = await t.owner.query('select status, payment_guid from payment_requests where guid = $1', [
      r.json().guid,
    ]);
    expect(after.rows[0].status).toBe('succeeded');
    expect(after.rows[0].payment_guid).not.toBeNull();
    expect(await status(p.guid)).toBe('active');
  });

  it('a pending request paid after the policy expired: the money is held as unallocated money, not applied', async () => {
    const p = await buy('254712000018');
    const r = await direct({ policy_guid: p.guid, amount_cents: 20_000 });
    expect(r.json().status).toBe('pending');
    await t.owner.query(`update policies set status = 'expired' where guid = $1`, [p.guid]);
    const sent = (t.jobs as unknown as { sent: { queue: string; data: { partner: string; guid: string } }[] }).sent;
    const job = sent.find((j) => j.queue === 'payment_requests.poll' && j.data.guid === r.json().guid);
    await createPaymentRequestsService(t.database, t.app.walletGateway, t.jobs).poll(job!.data);
    const after = await t.owner.query(
      'select status, payment_guid, provider_reference from payment_requests where guid = $1',
      [r.json().guid],
    );
    expect(after.rows[0]).toMatchObject({ status: 'succeeded', payment_guid: null });
    const held = await t.owner.query(
      'select amount_cents::int, reason, source, payer_msisdn from unallocated_money where mno_reference = $1',
      [after.rows[0].provider_reference],
    );
    expect(held.rows).toEqual([
      {
        amount_cents: 20_000,
        reason: 'policy_not_payable_held',
        source: 'payment_request',
        payer_msisdn: expect.any(String),
      },
    ]);
    expect(await status(p.guid)).toBe('expired');
  });

  it('replays the first answer for the same Idempotency-Key: the wallet is asked once', async () => {
    const p = await buy('254712000002');
    const headers = { 'idempotency-key': 'wallet-request-0001' };
    const a = await direct({ policy_guid: p.guid, amount_cents: 15_000 }, finance, PARTNER_A, headers);
    const b = await direct({ policy_guid: p.guid, amount_cents: 15_000 }, finance, PARTNER_A, headers);
    expect(b.json()).toEqual(a.json());
    const n = await t.owner.query('select count(*)::int n from payment_requests where policy_guid = $1', [p.guid]);
    expect(n.rows[0].n).toBe(1);
    expect((await direct({ policy_guid: p.guid, amount_cents: 16_000 }, finance, PARTNER_A, headers)).statusCode).toBe(
      422,
    );
  });

  it('refuses bad input, another partner’s policy and a role without payments.write', async () => {
    const p = await buy();
    const before = await countRows(t, 'payment_requests');
    const bad = await direct({ policy_guid: p.guid, amount_cents: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.amount_cents).toBe('The amount must be at least 1.00.');
    expect((await direct({ policy_guid: 'x', amount_cents: 1000 })).statusCode).toBe(400);
    expect((await direct({ policy_guid: p.guid, amount_cents: 1000 }, adminB, PARTNER_B)).statusCode).toBe(404);
    expect((await direct({ policy_guid: p.guid, amount_cents: 1000 }, reader)).statusCode).toBe(403);
    const foreignList = await t.call(adminB, {
      method: 'GET',
      url: '/api/payment_requests',
      query: { policy_guid: p.guid },
      partner: PARTNER_B,
    });
    expect(foreignList.statusCode).toBe(404);
    expect(await countRows(t, 'payment_requests')).toBe(before);
  });
});
