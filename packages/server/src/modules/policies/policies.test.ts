import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { recordPolicyRefund } from '../payments/policy-money.ts';
import { countRows, inDays, seedCustomer, seedPartners, seedProduct } from './policies.fixtures.ts';
import { createPoliciesService } from './policies.service.ts';
import { addPeriods } from './policy-periods.ts';

let t: TestApp;
let product: Awaited<ReturnType<typeof seedProduct>>;
let customer: Awaited<ReturnType<typeof seedCustomer>>;
const agent = roleOf('call_centre_agent', PARTNER_A);
const reader = roleOf('partner_user', PARTNER_A);
const both = adminOf(PARTNER_A, PARTNER_B);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  product = await seedProduct(t, PARTNER_A);
  customer = await seedCustomer(t, PARTNER_A, { language: 'fr', national_id: 'NID-777' });
});
afterAll(() => t.close());

async function buy(o: Record<string, unknown> = {}) {
  const r = await t.call(agent, {
    method: 'POST',
    url: '/api/products/buy',
    payload: {
      customer_guid: customer.guid,
      product_guid: product.guid,
      start_date: inDays(0),
      premium_cents: 10_000,
      ...o,
    },
    partner: PARTNER_A,
  });
  expect(r.statusCode).toBe(201);
  return r.json();
}
/** Records a premium payment straight in the table (the payments module's own tests go through its endpoint). */
async function pay(policy: { guid: string; customer_guid: string }, cents: number, ref: string) {
  await t.owner.query(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, status)
     values ($1, gen_random_uuid(), $2, $3, $4, now(), $5, 'succeeded')`,
    [PARTNER_A, policy.guid, policy.customer_guid, cents, ref],
  );
}
const get = (guid: string, user = agent, partner = PARTNER_A) =>
  t.call(user, { method: 'GET', url: `/api/policies/${guid}`, partner });

describe('reading policies', () => {
  it('by guid, by number, by customer, by status and branch, by national id', async () => {
    const p = await buy({ branch: 'Mombasa' });
    expect((await get(p.guid, reader)).json().policy_number).toBe(p.policy_number);
    const byNumber = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/policy_number',
      query: { policy_number: p.policy_number },
      partner: PARTNER_A,
    });
    expect(byNumber.json().guid).toBe(p.guid);
    const ofCustomer = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/customer',
      query: { customer_guid: customer.guid },
      partner: PARTNER_A,
    });
    expect(ofCustomer.json().map((x: { guid: string }) => x.guid)).toContain(p.guid);
    const status = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/status',
      query: { status: 'pending', branch: 'Mombasa' },
      partner: PARTNER_A,
    });
    expect(status.json()).toMatchObject({ count: 1, items: [{ guid: p.guid }] });
    const paging = await t.call(reader, { method: 'GET', url: '/api/policies/complex/status', partner: PARTNER_A });
    expect(paging.statusCode).toBe(200);
    const deps = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/dependants',
      query: { national_id: 'NID-777' },
      partner: PARTNER_A,
    });
    expect(deps.json()[0]).toMatchObject({
      customer_guid: customer.guid,
      dependant_guid: null,
      relationship: 'principal',
      full_name: customer.full_name,
    });
  });

  it("by national id also finds a dependant (dependants table) with the principal's policies", async () => {
    const p = await buy();
    const dep = await t.owner.query(
      `insert into dependants (partner_guid, guid, customer_guid, full_name, relationship, gender, national_id)
       values ($1, gen_random_uuid(), $2, 'Neema Wanjiru', 'child', 'female', 'NID-DEP-1') returning guid`,
      [PARTNER_A, customer.guid],
    );
    const r = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/dependants',
      query: { national_id: 'NID-DEP-1' },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toHaveLength(1);
    expect(r.json()[0]).toMatchObject({
      customer_guid: customer.guid,
      dependant_guid: dep.rows[0].guid,
      relationship: 'child',
      full_name: 'Neema Wanjiru',
    });
    expect(r.json()[0].policies.map((x: { guid: string }) => x.guid)).toContain(p.guid);
    const foreign = await t.call(both, {
      method: 'GET',
      url: '/api/policies/complex/dependants',
      query: { national_id: 'NID-DEP-1' },
      partner: PARTNER_B,
    });
    expect(foreign.json()).toEqual([]);
  });

  it('bad input is 400; another partner sees nothing (404 or empty)', async () => {
    const p = await buy();
    expect((await get('not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await t.call(reader, {
          method: 'GET',
          url: '/api/policies/complex/status',
          query: { status: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(p.guid, both, PARTNER_B)).statusCode).toBe(404);
    const n = await t.call(both, {
      method: 'GET',
      url: '/api/policies/complex/policy_number',
      query: { policy_number: p.policy_number },
      partner: PARTNER_B,
    });
    expect(n.statusCode).toBe(404);
    const s = await t.call(both, { method: 'GET', url: '/api/policies/complex/status', partner: PARTNER_B });
    expect(s.json()).toEqual({ items: [], count: 0 });
    for (const url of [`/api/policies/${p.guid}/history`, `/api/policies/${p.guid}/schedule.pdf`])
      expect((await t.call(both, { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(404);
    const prem = await t.call(both, {
      method: 'GET',
      url: '/api/policies/complex/premiums',
      query: { policy_guid: p.guid },
      partner: PARTNER_B,
    });
    expect(prem.statusCode).toBe(404);
    for (const [url, query] of [
      ['/api/policies/complex/customer', { customer_guid: customer.guid }],
      ['/api/policies/complex/dependants', { national_id: 'NID-777' }],
    ] as const)
      expect((await t.call(both, { method: 'GET', url, query, partner: PARTNER_B })).json()).toEqual([]);
    const notes = await t.call(both, {
      method: 'GET',
      url: '/api/policies/complex/notes',
      query: { policy_guid: p.guid },
      partner: PARTNER_B,
    });
    expect(notes.statusCode).toBe(404);
    for (const [url, field] of [
      ['/api/policies/complex/customer', 'customer_guid'],
      ['/api/policies/complex/premiums', 'policy_guid'],
      ['/api/policies/complex/notes', 'policy_guid'],
      ['/api/policies/complex/policy_number', 'policy_number'],
      ['/api/policies/complex/dependants', 'national_id'],
    ] as const)
      expect((await t.call(reader, { method: 'GET', url, partner: PARTNER_A })).json().errors, url).toHaveProperty(
        field,
      );
  });

  it('premiums of a policy: paid and paid-until', async () => {
    const start = inDays(20);
    const p = await buy({ start_date: start });
    await pay(p, 25_000, `R-${p.guid}`);
    const r = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/premiums',
      query: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(r.json()).toMatchObject({
      paid_cents: 25_000,
      periods_paid: 2,
      paid_until: addPeriods(start, 'monthly', 2),
    });
    expect(r.json().payments).toHaveLength(1);
  });

  it('the schedule PDF streams in the customer’s language', async () => {
    const p = await buy();
    const r = await t.call(reader, { method: 'GET', url: `/api/policies/${p.guid}/schedule.pdf`, partner: PARTNER_A });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`${p.policy_number}.pdf`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.rawPayload.toString('latin1')).toContain('/Lang (fr-FR)');
    const english = await seedCustomer(t, PARTNER_A, { language: 'en' });
    const q = await buy({ customer_guid: english.guid });
    const en = await t.call(reader, { method: 'GET', url: `/api/policies/${q.guid}/schedule.pdf`, partner: PARTNER_A });
    expect(en.rawPayload.toString('latin1')).toContain('/Lang (en-GB)');
  });
});

describe('editing', () => {
  it('PUT changes the beneficiary at any time and the premium only while pending', async () => {
    const p = await buy();
    const r = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: {
        beneficiary: { name: 'Baraka Otieno', msisdn: '254700000001' },
        premium_cents: 12_000,
        reason: 'call',
      },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ premium_cents: 12_000, beneficiary: { name: 'Baraka Otieno' } });
    await pay(p, 12_000, `R-${p.guid}`);
    // An edit brings the standing up to date (the payment above went straight into the table); an empty one changes
    // nothing and writes nothing.
    const empty = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: {},
      partner: PARTNER_A,
    });
    expect(empty.json()).toMatchObject({ status: 'pending', updated_at: r.json().updated_at });
    await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: { beneficiary: { name: 'Baraka Otieno', msisdn: '254700000002' } },
      partner: PARTNER_A,
    });
    expect((await get(p.guid)).json().status).toBe('active');
    const late = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: { premium_cents: 1_000 },
      partner: PARTNER_A,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('policy_not_pending');
    const unlisted = await buy();
    const notOffered = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${unlisted.guid}`,
      payload: { premium_cents: 12_345 },
      partner: PARTNER_A,
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual({ premium_cents: expect.any(String) });
    const young = await seedCustomer(t, PARTNER_A, { date_of_birth: inDays(-18 * 365 - 10) });
    const q = await buy({ customer_guid: young.guid, start_date: inDays(0) });
    const earlier = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${q.guid}`,
      payload: { start_date: inDays(-1) },
      partner: PARTNER_A,
    });
    expect(earlier.statusCode).toBe(400);
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().map((e: { action: string }) => e.action)).toEqual(['purchase', 'update', 'update', 'activate']);
  });

  it('PUT with bad input is 400 and writes nothing; another partner is 404; a reader is 403', async () => {
    const p = await buy();
    const events = await countRows(t, 'audit_events');
    const bad = await t.call(agent, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: { beneficiary: { name: ' x' }, premium_cents: 'a' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['beneficiary.name', 'premium_cents']);
    const foreign = await t.call(both, {
      method: 'PUT',
      url: `/api/policies/${p.guid}`,
      payload: { premium_cents: 1 },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call(reader, { method: 'PUT', url: `/api/policies/${p.guid}`, payload: {}, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(t, 'audit_events')).toBe(events);
  });

  it('beneficiary and notes (type defaults to General)', async () => {
    const p = await buy();
    const b = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex/beneficiary',
      payload: { policy_guid: p.guid, beneficiary: { name: 'Zawadi', relationship: 'Child' } },
      partner: PARTNER_A,
    });
    expect(b.json().beneficiary).toMatchObject({ name: 'Zawadi', relationship: 'Child' });
    const n = await t.call(agent, {
      method: 'POST',
      url: '/api/policies/complex/notes',
      payload: { policy_guid: p.guid, note: 'Customer asked for a call back' },
      partner: PARTNER_A,
    });
    expect(n.statusCode).toBe(201);
    expect(n.json()).toMatchObject({ note_type: 'General', created_by: 'call_centre_agent' });
    const list = await t.call(reader, {
      method: 'GET',
      url: '/api/policies/complex/notes',
      query: { policy_guid: p.guid },
      partner: PARTNER_A,
    });
    expect(list.json()).toHaveLength(1);
    const before = await countRows(t, 'policy_notes');
    const bad = await t.call(agent, {
      method: 'POST',
      url: '/api/policies/complex/notes',
      payload: { policy_guid: p.guid, note: '' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.call(both, {
      method: 'POST',
      url: '/api/policies/complex/notes',
      payload: { policy_guid: p.guid, note: 'x' },
      partner: PARTNER_B,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignB = await t.call(both, {
      method: 'PUT',
      url: '/api/policies/complex/beneficiary',
      payload: { policy_guid: p.guid, beneficiary: { name: 'x' } },
      partner: PARTNER_B,
    });
    expect(foreignB.statusCode).toBe(404);
    expect(await countRows(t, 'policy_notes')).toBe(before);
  });
});

describe('cancelling', () => {
  it('inside cool-off: full refund recorded as a refund payment', async () => {
    const p = await buy();
    await pay(p, 30_000, `R-${p.guid}`);
    const r = await t.call(agent, {
      method: 'DELETE',
      url: `/api/policies/${p.guid}`,
      query: { reason: 'Changed mind' },
      partner: PARTNER_A,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'cancelled', refund_cents: 30_000, refund_rule: 'cool_off_full' });
    const refund = await t.owner.query('select * from payments where guid = $1', [r.json().refund_payment_guid]);
    expect(refund.rows[0]).toMatchObject({ payment_type: 'refund', amount_cents: 30_000 });
    const again = await t.call(agent, {
      method: 'DELETE',
      url: `/api/policies/${p.guid}`,
      query: { reason: 'again' },
      partner: PARTNER_A,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A policy that is cancelled cannot become cancelled.');
  });

  it('after cool-off (DELETE by policy_guid): only unused prepaid periods come back', async () => {
    const p = await buy();
    await pay(p, 30_000, `R-${p.guid}`);
    await t.owner.query(`update policies set purchased_at = now() - interval '48 hours' where guid = $1`, [p.guid]);
    const r = await t.call(agent, {
      method: 'DELETE',
      url: '/api/policies/complex',
      query: { policy_guid: p.guid, reason: 'Too expensive' },
      partner: PARTNER_A,
      headers: { 'accept-language': 'fr' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ refund_cents: 20_000, refund_rule: 'unused_periods' });
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().at(-1)).toMatchObject({
      action: 'cancel',
      reason: 'Too expensive',
      actor_username: 'call_centre_agent',
    });
  });

  it('the cool-off boundary through the service, with the clock at the exact hour', async () => {
    const purchasedAt = new Date(Date.now() - 3_600_000);
    const endOfCoolOff = purchasedAt.getTime() + 48 * 3_600_000;
    const cases: [number, number, string][] = [
      [endOfCoolOff - 1, 30_000, 'cool_off_full'],
      [endOfCoolOff, 20_000, 'unused_periods'],
    ];
    for (const [at, refund, rule] of cases) {
      const p = await buy({ start_date: inDays(0) });
      await pay(p, 30_000, `B-${p.guid}`);
      await t.owner.query('update policies set purchased_at = $2 where guid = $1', [p.guid, purchasedAt.toISOString()]);
      const service = createPoliciesService(t.database, () => new Date(at), { recordRefund: recordPolicyRefund });
      const r = await service.cancel(SYSTEM_ACTOR, PARTNER_A, p.guid, 'boundary');
      expect([r.refund_cents, r.refund_rule]).toEqual([refund, rule]);
    }
  });

  it('needs a reason (400, nothing written), the partner (404) and the permission (403, 401)', async () => {
    const p = await buy();
    expect(
      (await t.call(agent, { method: 'DELETE', url: `/api/policies/${p.guid}`, partner: PARTNER_A })).json().errors,
    ).toHaveProperty('reason');
    expect(
      (
        await t.call(both, {
          method: 'DELETE',
          url: `/api/policies/${p.guid}`,
          query: { reason: 'x' },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(reader, {
          method: 'DELETE',
          url: `/api/policies/${p.guid}`,
          query: { reason: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(null, {
          method: 'DELETE',
          url: '/api/policies/complex',
          query: { policy_guid: p.guid, reason: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(p.guid)).json().status).toBe('pending');
  });
});

describe('AML', () => {
  it('flagged suspends and lists; approved resumes; each audited with who and why', async () => {
    const p = await buy();
    const aml = (action: string, reason = 'screening hit') =>
      t.call(agent, {
        method: 'PUT',
        url: '/api/policies/complex',
        payload: { policy_guid: p.guid, additional_details: { aml_action: action }, reason },
        partner: PARTNER_A,
      });
    const f = await aml('flagged');
    expect(f.statusCode).toBe(200);
    expect(f.json()).toMatchObject({
      status: 'suspended',
      additional_details: { aml_flagged: true, aml_by: 'call_centre_agent' },
    });
    expect((await aml('flagged')).statusCode).toBe(409);
    const list = await t.call(reader, {
      method: 'POST',
      url: '/api/policies/complex/filter',
      payload: { additional_details: { aml_flagged: true } },
      partner: PARTNER_A,
    });
    expect(list.json().items.map((x: { guid: string }) => x.guid)).toEqual([p.guid]);
    const a = await aml('approved', 'false positive');
    expect(a.json()).toMatchObject({
      status: 'pending',
      additional_details: { aml_flagged: false, aml_action: 'approved' },
    });
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['purchase', null],
      ['aml_flagged', 'screening hit'],
      ['aml_approved', 'false positive'],
      ['resume', 'false positive'],
    ]);
  });

  it('rejected cancels without refund', async () => {
    const p = await buy();
    await pay(p, 10_000, `R-${p.guid}`);
    const act = (action: string) =>
      t.call(agent, {
        method: 'PUT',
        url: '/api/policies/complex',
        payload: { policy_guid: p.guid, additional_details: { aml_action: action }, reason: 'sanctions list' },
        partner: PARTNER_A,
      });
    await act('flagged');
    const r = await act('rejected');
    expect(r.json()).toMatchObject({
      status: 'cancelled',
      additional_details: { aml_action: 'rejected', refund_cents: 0 },
    });
  });

  it('bad input 400 (nothing written), foreign 404, reader 403', async () => {
    const p = await buy();
    const events = await countRows(t, 'audit_events');
    const bad = await t.call(agent, {
      method: 'PUT',
      url: '/api/policies/complex',
      payload: { policy_guid: p.guid, additional_details: { aml_action: 'burn' } },
      partner: PARTNER_A,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['additional_details.aml_action', 'reason']);
    const payload = { policy_guid: p.guid, additional_details: { aml_action: 'flagged' }, reason: 'x' };
    expect(
      (await t.call(both, { method: 'PUT', url: '/api/policies/complex', payload, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(reader, { method: 'PUT', url: '/api/policies/complex', payload, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    const filterBad = await t.call(reader, {
      method: 'POST',
      url: '/api/policies/complex/filter',
      payload: { additional_details: { aml_flagged: 'yes' } },
      partner: PARTNER_A,
    });
    expect(filterBad.statusCode).toBe(400);
    expect(await countRows(t, 'audit_events')).toBe(events);
  });
});

describe('every policies read needs a token and policies.read', () => {
  it.each([
    '/api/policies/complex/customer',
    '/api/policies/complex/premiums',
    '/api/policies/complex/notes',
    '/api/policies/complex/status',
    '/api/policies/complex/policy_number',
    '/api/policies/complex/dependants',
    '/api/policies/0190a000-0000-7000-8000-000000000001',
    '/api/policies/0190a000-0000-7000-8000-000000000001/history',
    '/api/policies/0190a000-0000-7000-8000-000000000001/schedule.pdf',
  ])('%s', async (url) => {
    expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
    expect(
      (await t.call({ roles: [], partners: [PARTNER_A] }, { method: 'GET', url, partner: PARTNER_A })).statusCode,
    ).toBe(403);
    expect((await t.call(reader, { method: 'GET', url, partner: PARTNER_B })).statusCode).toBe(403);
  });
  it('filter too', async () => {
    const c = { method: 'POST', url: '/api/policies/complex/filter', payload: {} } as const;
    expect((await t.call(null, { ...c, partner: PARTNER_A })).statusCode).toBe(401);
    expect((await t.call({ roles: [], partners: [PARTNER_A] }, { ...c, partner: PARTNER_A })).statusCode).toBe(403);
  });
});

describe('daily sweep', () => {
  it('lapses beyond the grace days, reinstates when paid, expires after valid_until', async () => {
    const service = createPoliciesService(t.database);
    const p = await buy({ valid_until: inDays(200) });
    await pay(p, 10_000, `R1-${p.guid}`);
    await service.sweep(SYSTEM_ACTOR, PARTNER_A, inDays(1));
    expect((await get(p.guid)).json().status).toBe('active');
    // paid until start + 1 month; grace 10 days
    await service.sweep(SYSTEM_ACTOR, PARTNER_A, inDays(45));
    expect((await get(p.guid)).json().status).toBe('lapsed');
    await pay(p, 10_000, `R2-${p.guid}`);
    await service.sweep(SYSTEM_ACTOR, PARTNER_A, inDays(45));
    expect((await get(p.guid)).json().status).toBe('active');
    await service.sweep(SYSTEM_ACTOR, PARTNER_A, inDays(201));
    expect((await get(p.guid)).json().status).toBe('expired');
    const h = await t.call(agent, { method: 'GET', url: `/api/policies/${p.guid}/history`, partner: PARTNER_A });
    expect(h.json().map((e: { action: string }) => e.action)).toEqual([
      'purchase',
      'activate',
      'lapse',
      'reinstate',
      'expire',
    ]);
  });
});
