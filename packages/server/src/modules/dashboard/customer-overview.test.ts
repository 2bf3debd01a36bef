import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { type OwnedRows, seedOwnedRows, seedPartners } from '../partners/partners.fixtures.ts';

let t: TestApp;
let a: OwnedRows;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'PA' },
    { guid: PARTNER_B, code: 'PB' },
  ]);
  a = await seedOwnedRows(t.owner, PARTNER_A, 1, { claimStatus: 'decision_pending' });
  // A second policy of the same customer that nothing was paid on, and a closed claim that is not shown.
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status) values ($1, gen_random_uuid(), 'POL-UNPAID', $2, $3, 5000, 'monthly', '2026-03-01', 'pending')`,
    [PARTNER_A, a.customer, a.product],
  );
  await t.owner.query(
    `insert into claims (partner_guid, guid, claim_reference, customer_guid, policy_guid, type, status)
     values ($1, gen_random_uuid(), 'CLM-CLOSED', $2, $3, 'hospital', 'closed')`,
    [PARTNER_A, a.customer, a.policy],
  );
  await t.owner.query(
    `insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status)
     values ($1, gen_random_uuid(), $2, '254700000001', 'Welcome', 'welcome', 'delivered')`,
    [PARTNER_A, a.customer],
  );
  await seedOwnedRows(t.owner, PARTNER_B, 2);
});
afterAll(() => t.close());

describe('customer overview (the caller view)', () => {
  it('answers every policy with its product and paid-until, the last payments, open claims and SMS', async () => {
    const res = await t.call(roleOf('call_centre_agent', PARTNER_A), {
      method: 'GET',
      url: `/api/customers/${a.customer}/overview`,
      partner: PARTNER_A,
    });
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.policies).toHaveLength(2);
    expect(o.policies.find((p: { guid: string }) => p.guid === a.policy)).toMatchObject({
      policy_number: 'POL-1',
      product_name: 'Hospital cash',
      status: 'active',
      paid_until: '2026-02-01',
    });
    expect(o.policies.find((p: { policy_number: string }) => p.policy_number === 'POL-UNPAID').paid_until).toBeNull();
    expect(o.payments).toMatchObject([{ guid: a.payment, policy_number: 'POL-1', amount_cents: 10_000 }]);
    expect(o.open_claims).toMatchObject([{ guid: a.claim, claim_reference: 'CLM-1', policy_number: 'POL-1' }]);
    expect(o.sms).toMatchObject([{ kind: 'welcome', text: 'Welcome' }]);
  });

  it('refuses bad input, a foreign partner, a missing role and no token', async () => {
    const url = `/api/customers/${a.customer}/overview`;
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect(
      (await t.call(agent, { method: 'GET', url: '/api/customers/nope/overview', partner: PARTNER_A })).statusCode,
    ).toBe(400);
    // Partner B's admin asking for A's customer under B finds nothing; under A is refused.
    expect((await t.call(adminOf(PARTNER_B), { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(404);
    expect((await t.call(adminOf(PARTNER_B), { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(403);
    const noRole = { roles: ['unknown'], partners: [PARTNER_A] };
    expect((await t.call(noRole, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
  });
});
