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
      customers: 4,
      policies: 4,
      active_policies: 2,
      open_claims: 2,
      payments_this_month: 3,
      payments_this_month_cents: 30_000,
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
