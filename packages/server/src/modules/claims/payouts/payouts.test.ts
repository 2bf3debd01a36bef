import type { ClaimDetail } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedPayoutGateway } from '../../../platform/payout-gateway.ts';
import { metricValue } from '../../../test/metric-value.ts';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../../test/test-app.ts';
import { act, assessor, count, finance, makeClaim, type Seeded, seedClaimsWorld } from '../test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let gateway: SimulatedPayoutGateway;
beforeAll(async () => {
  t = await createTestApp();
  ({ A } = await seedClaimsWorld(t));
  gateway = t.app.payoutGateway as SimulatedPayoutGateway;
});
afterAll(() => t.close());

/** A claim approved and set up for payment, for the given customer. */
async function payable(kind: '' | 'failing' | 'pending' = ''): Promise<ClaimDetail> {
  const extra = kind ? { customer_guid: A[`${kind}Customer`], policy_guid: A[`${kind}Policy`] } : {};
  let c = await makeClaim(t, A, extra);
  c = await act(t, assessor(A.partner), A, c, 'approve');
  return act(t, finance(A.partner), A, c, 'mark_unpaid');
}
const sentFor = (c: ClaimDetail) => gateway.sent.filter((s) => s.reference === c.claim_reference).length;
const pay = (c: { guid: string; version: number }, headers: Record<string, string> = {}, user = finance(PARTNER_A)) =>
  t.call(user, {
    method: 'POST',
    url: `/api/claims/${c.guid}/actions/pay`,
    payload: { version: c.version },
    partner: PARTNER_A,
    headers,
  });

describe('pay', () => {
  it('sends the benefit to the customer’s number and closes the claim', async () => {
    const c = await payable();
    // The claim page tells the finance officer where the money will go before they pay.
    expect(c.payout_recipient).toEqual({
      msisdn: '254701000001',
      channel: 'mobile_money',
      amount_cents: 300_000,
      currency_code: 'KES',
    });
    const succeeded = await metricValue('coverdesk_payouts_total', { outcome: 'succeeded' });
    const r = await pay(c);
    expect(r.statusCode, r.body).toBe(200);
    expect(await metricValue('coverdesk_payouts_total', { outcome: 'succeeded' })).toBe(succeeded + 1);
    const done = r.json() as ClaimDetail;
    expect(done.payout_recipient).toBeNull();
    expect(done).toMatchObject({ status: 'closed', payment_status: 'succeeded' });
    expect(done.payouts).toHaveLength(1);
    expect(done.payouts[0]).toMatchObject({
      status: 'succeeded',
      amount_cents: 300_000,
      currency_code: 'KES',
      msisdn: '254701000001',
    });
    expect(sentFor(c)).toBe(1);
  });

  it('marking a failed payout succeeded needs the operator reference and a reason (400, nothing changed), then records them', async () => {
    const c = await pay(await payable('failing')).then((r) => r.json() as ClaimDetail);
    expect(c.payment_status).toBe('failed');
    const mark = (payload: Record<string, unknown>, user = finance(PARTNER_A)) =>
      t.call(user, {
        method: 'POST',
        url: `/api/claims/${c.guid}/actions/mark_payment_succeeded`,
        payload: { version: c.version, ...payload },
        partner: PARTNER_A,
      });
    const bare = await mark({});
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().errors).sort()).toEqual(['provider_reference', 'reason']);
    expect((await mark({ reason: 'Paid at the agent' })).json().errors).toHaveProperty('provider_reference');
    expect((await mark({ provider_reference: 'QK12' })).statusCode).toBe(400);
    expect((await mark({ reason: 'r', provider_reference: 'QK12' }, assessor(PARTNER_A))).statusCode).toBe(403);
    expect(await count(t, `claims where guid = '${c.guid}' and payment_status = 'failed'`)).toBe(1);
    const ok = await mark({ reason: 'Paid at the agent', provider_reference: 'QK12' });
    expect(ok.statusCode, ok.body).toBe(200);
    const done = ok.json() as ClaimDetail;
    expect(done).toMatchObject({ status: 'closed', payment_status: 'succeeded' });
    expect(done.payouts[0]).toMatchObject({ status: 'succeeded', provider_reference: 'QK12' });
  });

  it('a failed payout records the reason and leaves the claim payable; retry_failed_claim_payout retries once', async () => {
    const c = await payable('failing');
    const failures = await metricValue('coverdesk_payouts_total', { outcome: 'failed' });
    const r = await pay(c);
    expect(await metricValue('coverdesk_payouts_total', { outcome: 'failed' })).toBe(failures + 1);
    const failed = r.json() as ClaimDetail;
    expect(failed).toMatchObject({
      status: 'payable',
      payment_status: 'failed',
      payment_failure_reason: 'Recipient limit exceeded',
    });
    expect(failed.allowed_actions).toContain('retry_payment');
    const txn = failed.payouts[0]!;
    expect(txn).toMatchObject({ status: 'failed', failure_reason: 'Recipient limit exceeded' });

    await t.owner.query("update customers set msisdn = '254701000011' where guid = $1", [A.failingCustomer]);
    const url = `/api/mobile_money_transactions/retry_failed_claim_payout/${txn.guid}`;
    const body = { version: failed.version };
    expect((await t.call(null, { method: 'POST', url, payload: body, partner: PARTNER_A })).statusCode).toBe(401);
    expect(
      (await t.call(assessor(PARTNER_A), { method: 'POST', url, payload: body, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(finance(PARTNER_B), { method: 'POST', url, payload: body, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(finance(PARTNER_A), { method: 'POST', url, payload: {}, partner: PARTNER_A })).statusCode,
    ).toBe(400);
    expect(await count(t, `mobile_money_transactions where claim_guid = '${c.guid}'`)).toBe(1);

    const [x, y] = await Promise.all([
      t.call(finance(PARTNER_A), { method: 'POST', url, payload: body, partner: PARTNER_A }),
      t.call(finance(PARTNER_A), { method: 'POST', url, payload: body, partner: PARTNER_A }),
    ]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.statusCode, y.body).toBe(200);
    expect(x.json()).toEqual(y.json());
    expect(x.json()).toMatchObject({ status: 'closed', payment_status: 'succeeded' });
    expect(x.json().payouts[0]).toMatchObject({ status: 'succeeded', retry_of_guid: txn.guid });
    expect(sentFor(c)).toBe(2);
    const again = await t.call(finance(PARTNER_A), { method: 'POST', url, payload: body, partner: PARTNER_A });
    expect(again.json()).toEqual(x.json());
    expect(sentFor(c)).toBe(2);
    await t.owner.query("update customers set msisdn = '254701000009' where guid = $1", [A.failingCustomer]);
  });

  it('the same Idempotency-Key replays the first answer and never pays twice (sequential and concurrent)', async () => {
    const c = await payable();
    const first = await pay(c, { 'idempotency-key': 'k-1' });
    const second = await pay(c, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(sentFor(c)).toBe(1);

    const d = await payable();
    const answers = await Promise.all([1, 2, 3].map(() => pay(d, { 'idempotency-key': 'k-2' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(sentFor(d)).toBe(1);
    expect(await count(t, `mobile_money_transactions where claim_guid = '${d.guid}'`)).toBe(1);

    const reused = await pay(c, { 'idempotency-key': 'k-2' });
    expect(reused.statusCode).toBe(422);
  });

  it('two concurrent pays without a key at the same version send one payout', async () => {
    const c = await payable();
    const [x, y] = await Promise.all([pay(c), pay(c, {}, finance(PARTNER_A, 'finance-2'))]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(sentFor(c)).toBe(1);
    const other = await payable();
    const [p, q] = await Promise.all([pay(other, { 'idempotency-key': 'a' }), pay(other, { 'idempotency-key': 'b' })]);
    expect([p.statusCode, q.statusCode].sort()).toEqual([200, 409]);
    expect(sentFor(other)).toBe(1);
  });

  it('refuses paying a claim not yet payable (409), by the wrong role (403), without a token (401)', async () => {
    let c = await makeClaim(t, A);
    expect((await pay(c)).statusCode).toBe(409);
    c = await act(t, assessor(A.partner), A, c, 'approve');
    expect((await pay(c, {}, assessor(PARTNER_A))).statusCode).toBe(403);
    expect(
      (
        await t.call(null, {
          method: 'POST',
          url: `/api/claims/${c.guid}/actions/pay`,
          payload: { version: 2 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);
    expect(sentFor(c)).toBe(0);
  });
});

describe('PUT /api/mobile_money_transactions/outcome', () => {
  it('records the operator’s success or failure and moves the claim', async () => {
    const c = await payable('pending');
    const pending = (await pay(c)).json() as ClaimDetail;
    expect(pending).toMatchObject({ status: 'payable', payment_status: 'pending' });
    const txn = pending.payouts[0]!;
    const put = (payload: object, user = finance(PARTNER_A), partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: '/api/mobile_money_transactions/outcome', payload, partner });

    expect((await put({ transaction_guid: txn.guid, outcome: 'failure', version: pending.version })).statusCode).toBe(
      400,
    );
    expect((await put({ transaction_guid: txn.guid, outcome: 'maybe', version: pending.version })).statusCode).toBe(
      400,
    );
    expect(
      (await put({ transaction_guid: txn.guid, outcome: 'success', version: pending.version }, assessor(PARTNER_A)))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await put(
          { transaction_guid: txn.guid, outcome: 'success', version: pending.version },
          finance(PARTNER_B),
          PARTNER_B,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(null, {
          method: 'PUT',
          url: '/api/mobile_money_transactions/outcome',
          payload: {},
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);

    const failed = await put({
      transaction_guid: txn.guid,
      outcome: 'failure',
      reason: 'Wallet closed',
      version: pending.version,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'payable',
      payment_status: 'failed',
      payment_failure_reason: 'Wallet closed',
    });
    expect(failed.json().payouts[0]).toMatchObject({ status: 'failed', failure_reason: 'Wallet closed' });

    const noReason = await put({
      transaction_guid: txn.guid,
      outcome: 'success',
      provider_reference: 'MNO-1',
      version: failed.json().version,
    });
    expect(noReason.statusCode).toBe(400);
    const ok = await put({
      transaction_guid: txn.guid,
      outcome: 'success',
      provider_reference: 'MNO-1',
      reason: 'The operator confirmed the transfer',
      version: failed.json().version,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'closed', payment_status: 'succeeded' });
    expect(ok.json().payouts[0]).toMatchObject({ status: 'succeeded', provider_reference: 'MNO-1' });
    const late = await put({ transaction_guid: txn.guid, outcome: 'failure', reason: 'x', version: ok.json().version });
    expect(late.statusCode).toBe(409);
  });

  it('fail_confirm closes a claim whose payout failed, with a reason', async () => {
    const c = await payable('failing');
    const failed = (await pay(c)).json() as ClaimDetail;
    const r = await act(t, finance(A.partner), A, failed, 'fail_confirm', 'Customer unreachable');
    expect(r).toMatchObject({
      status: 'closed',
      payment_status: 'failed',
      payment_failure_reason: 'Customer unreachable',
    });
  });
});
