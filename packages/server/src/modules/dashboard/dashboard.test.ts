import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedOwnedRows, seedPartners } from '../partners/partners.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15)).toISOString();
  await seedOwnedRows(t.owner, PARTNER_A, 1, { claimStatus: 'decision_pending' });
  await seedOwnedRows(t.owner, PARTNER_A, 2, { claimStatus: 'payable', policyStatus: 'lapsed' });
  await seedOwnedRows(t.owner, PARTNER_A, 3, { claimStatus: 'closed', paymentAt: lastYear });
  await seedOwnedRows(t.owner, PARTNER_A, 4, { claimStatus: 'expired', policyStatus: 'cancelled' });
  for (let i = 10; i < 15; i++) await seedOwnedRows(t.owner, PARTNER_B, i, { claimStatus: 'open' });
  // Work for the role dashboards: an old claim awaiting a decision, a failed payout, an open callback, a failed import.
  const old = await seedOwnedRows(t.owner, PARTNER_A, 5, { claimStatus: 'decision_pending' });
  await t.owner.query(`update claims set received_at = now() - interval '40 days' where guid = $1`, [old.claim]);
  await t.owner.query(`update claims set payment_status = 'failed' where partner_guid = $1 and status = 'payable'`, [
    PARTNER_A,
  ]);
  await t.owner.query(
    `insert into claim_callbacks (partner_guid, guid, claim_guid, msisdn) values ($1, gen_random_uuid(), $2, '254700000005')`,
    [PARTNER_A, old.claim],
  );
  await t.owner.query(
    `insert into import_batches (partner_guid, guid, kind, filename, storage_key, file_type, dry_run, status, step)
     values ($1, gen_random_uuid(), 'bulk_payments', 'a.csv', 'k', 'csv', false, 'failed', 'parse')`,
    [PARTNER_A],
  );
});
afterAll(() => t.close());

describe('dashboard summary', () => {
  it('counts the selected partner’s rows only', async () => {
    const res = await t.call(roleOf('partner_user', PARTNER_A), {
      method: 'GET',
      url: '/api/dashboard/summary',
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customers: 5,
      policies: 5,
      active_policies: 3,
      open_claims: 3,
      payments_this_month: 4,
      payments_this_month_cents: '40000',
    });
    const b = await t.call(adminOf(PARTNER_B), { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_B });
    expect(b.json()).toMatchObject({ customers: 5, open_claims: 5 });
  });

  it('refuses a foreign partner, no partner, a missing role and no token', async () => {
    const a = adminOf(PARTNER_A);
    expect((await t.call(a, { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_B })).statusCode).toBe(
      403,
    );
    const none = await t.call(a, { method: 'GET', url: '/api/dashboard/summary' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('partner');
    const noRole = { roles: ['unknown'], partners: [PARTNER_A] };
    expect(
      (await t.call(noRole, { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_A })).statusCode).toBe(
      401,
    );
  });
});

describe('dashboard work queues', () => {
  it('counts each role’s work for the selected partner only, with every day of the payment trend', async () => {
    const res = await t.call(roleOf('claims_assessor', PARTNER_A), {
      method: 'GET',
      url: '/api/dashboard/work',
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(200);
    const w = res.json();
    expect(w.agent.callbacks_due).toBe(1);
    expect(w.agent.recent_customers).toHaveLength(5);
    expect(w.agent.recent_customers[0]).toMatchObject({ full_name: expect.stringMatching(/^Customer \d$/) });
    expect(w.assessor).toMatchObject({
      decision_pending: 2,
      decision_pending_by_age: { under_2_days: 1, days_2_to_7: 0, days_7_to_30: 0, over_30_days: 1 },
    });
    expect(w.finance).toMatchObject({ payable_claims: 1, failed_payouts: 1, payments_today: 4 });
    expect(w.finance.payments_today_cents).toBe('40000');
    expect(w.finance.payments_by_day).toHaveLength(14);
    expect(w.finance.payments_by_day.at(-1)).toMatchObject({ count: 4, amount_cents: '40000' });
    expect(w.admin.failed_imports).toBe(1);
    // The count opens its list: the payable queue filtered to failed payouts.
    const failed = await t.call(roleOf('finance_officer', PARTNER_A), {
      method: 'GET',
      url: '/api/claims/payable?payment_status=failed',
      partner: PARTNER_A,
    });
    expect(failed.json()).toMatchObject({ count: 1, items: [{ claim_reference: 'CLM-2' }] });
    const b = await t.call(adminOf(PARTNER_B), { method: 'GET', url: '/api/dashboard/work', partner: PARTNER_B });
    expect(b.json()).toMatchObject({
      agent: { callbacks_due: 0 },
      finance: { failed_payouts: 0 },
      admin: { failed_imports: 0 },
    });
  });

  it('refuses a foreign partner, a missing role and no token', async () => {
    const url = '/api/dashboard/work';
    expect((await t.call(adminOf(PARTNER_A), { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(403);
    const noRole = { roles: ['unknown'], partners: [PARTNER_A] };
    expect((await t.call(noRole, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
  });
});

describe('totals read back whatever the API accepted', () => {
  it('payments of 2^53 − 1 cents each still answer the summaries, the work queues, the premiums, the overview and the payment dashboard', async () => {
    const { rows } = await t.owner.query('select guid, customer_guid from policies where partner_guid = $1 limit 1', [
      PARTNER_B,
    ]);
    const policy = rows[0] as { guid: string; customer_guid: string };
    for (const ref of ['HUGE-1', 'HUGE-2'])
      await t.owner.query(
        `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, status)
         values ($1, gen_random_uuid(), $2, $3, $4, now(), $5, 'succeeded')`,
        [PARTNER_B, policy.guid, policy.customer_guid, Number.MAX_SAFE_INTEGER, ref],
      );
    const b = adminOf(PARTNER_B);
    const summary = await t.call(b, { method: 'GET', url: '/api/dashboard/summary', partner: PARTNER_B });
    expect(summary.statusCode, summary.body).toBe(200);
    // Exact: 2 × 9,007,199,254,740,991 (plus the seeded month's payments), past what a JSON number holds.
    expect(BigInt(summary.json().payments_this_month_cents)).toBeGreaterThanOrEqual(
      2n * BigInt(Number.MAX_SAFE_INTEGER),
    );
    const work = await t.call(b, { method: 'GET', url: '/api/dashboard/work', partner: PARTNER_B });
    expect(work.statusCode, work.body).toBe(200);
    expect(BigInt(work.json().finance.payments_today_cents)).toBeGreaterThanOrEqual(
      2n * BigInt(Number.MAX_SAFE_INTEGER),
    );
    const premiums = await t.call(b, {
      method: 'GET',
      url: '/api/policies/complex/premiums',
      query: { policy_guid: policy.guid },
      partner: PARTNER_B,
    });
    expect(premiums.statusCode, premiums.body).toBe(200);
    expect(premiums.json().paid_cents).toBe(Number.MAX_SAFE_INTEGER);
    expect(premiums.json().periods_paid).toBeGreaterThan(2_147_483_647);
    const overview = await t.call(b, {
      method: 'GET',
      url: `/api/customers/${policy.customer_guid}/overview`,
      partner: PARTNER_B,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().policies.find((p: { guid: string }) => p.guid === policy.guid).paid_until).toBeTruthy();
    const payments = await t.call(b, { method: 'GET', url: `/api/payments/status/${PARTNER_B}`, partner: PARTNER_B });
    expect(payments.statusCode, payments.body).toBe(200);
    expect(BigInt(payments.json().total_amount_cents)).toBeGreaterThanOrEqual(2n * BigInt(Number.MAX_SAFE_INTEGER));
    const { msisdn } = (await t.owner.query('select msisdn from customers where guid = $1', [policy.customer_guid]))
      .rows[0] as { msisdn: string };
    const ofCustomer = await t.call(b, { method: 'GET', url: `/api/premiums/customer/${msisdn}`, partner: PARTNER_B });
    expect(ofCustomer.statusCode, ofCustomer.body).toBe(200);
  });
});
