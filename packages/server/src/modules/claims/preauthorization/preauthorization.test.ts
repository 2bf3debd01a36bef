import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../../test/test-app.ts';
import { addDays, today } from '../claim-dates.ts';
import {
  agent,
  assessor,
  count,
  finance,
  hospitalClaim,
  reader,
  type Seeded,
  seedClaimsWorld,
} from '../test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

const B_URL = '/api/claim/preauthorization';
const body = (s: Seeded, extra: object = {}) => ({
  customer_guid: s.customer,
  policy_guid: s.policy,
  person_affected: 'Main Customer',
  hospital_name: 'Aga Khan Hospital',
  admission_date: addDays(today(), -8),
  expected_discharge_date: addDays(today(), -5),
  condition: 'Appendicitis',
  requested_amount_cents: 800_000,
  ...extra,
});

describe('pre-authorisation', () => {
  it('creates, lists, reads, edits, approves and is used by a hospital claim', async () => {
    const created = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: `${B_URL}/create`,
      payload: body(A),
      partner: PARTNER_A,
    });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ status: 'pending', version: 1, requested_amount_cents: 800_000 });
    const viaPost = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: B_URL,
      payload: body(A),
      partner: PARTNER_A,
    });
    expect(viaPost.statusCode).toBe(201);

    const list = await t.call(reader(PARTNER_A), {
      method: 'GET',
      url: B_URL,
      query: { status: 'pending' },
      partner: PARTNER_A,
    });
    expect(list.json().count).toBe(2);
    // Each row names the policy and customer the grid links to.
    expect(list.json().items[0]).toMatchObject({
      customer_guid: A.customer,
      customer_name: 'main customer A',
      policy_guid: A.policy,
      policy_number: 'POL-A-1',
    });
    const byCustomer = await t.call(reader(PARTNER_A), {
      method: 'GET',
      url: `${B_URL}/customer/${A.customer}`,
      partner: PARTNER_A,
    });
    expect(byCustomer.json()).toHaveLength(2);
    expect(byCustomer.json()[0]).toMatchObject({ customer_name: 'main customer A', policy_number: 'POL-A-1' });
    const got = await t.call(reader(PARTNER_A), { method: 'GET', url: `${B_URL}/${p.guid}`, partner: PARTNER_A });
    expect(got.json().hospital_name).toBe('Aga Khan Hospital');

    const put = (payload: object, user = agent(PARTNER_A), partner = PARTNER_A) =>
      t.call(user, { method: 'PUT', url: `${B_URL}/${p.guid}`, payload, partner });
    const edited = await put({ version: 1, notes: 'Surgery planned' });
    expect(edited.json()).toMatchObject({ version: 2, notes: 'Surgery planned', hospitalization_reason: null });
    expect((await put({ version: 1, notes: 'stale' })).statusCode).toBe(409);
    expect((await put({ version: 2, decision: 'approved', approved_amount_cents: 600_000 })).statusCode).toBe(403);
    expect((await put({ version: 2, decision: 'approved' }, assessor(PARTNER_A))).statusCode).toBe(400);
    expect((await put({ version: 2, decision: 'rejected' }, assessor(PARTNER_A))).statusCode).toBe(400);
    const approved = await put(
      { version: 2, decision: 'approved', approved_amount_cents: 600_000 },
      assessor(PARTNER_A),
    );
    expect(approved.json()).toMatchObject({ status: 'approved', approved_amount_cents: 600_000 });
    expect((await put({ version: 3, notes: 'late' })).statusCode).toBe(409);

    const claim = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { preauthorization_guid: p.guid }),
      partner: PARTNER_A,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({ preauthorization_guid: p.guid, benefit_amount_cents: 600_000 });
    expect(claim.json().assessment).toMatchObject({ basis: 'preauthorization', preauthorization_guid: p.guid });
    const used = await t.call(reader(PARTNER_A), { method: 'GET', url: `${B_URL}/${p.guid}`, partner: PARTNER_A });
    expect(used.json()).toMatchObject({ status: 'used', claim_guid: claim.json().guid });

    const before = await count(t, 'claims');
    const twice = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { preauthorization_guid: p.guid }),
      partner: PARTNER_A,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.preauthorization_guid).toMatch(/cannot be used/);
    const pending = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: '/api/claims',
      payload: hospitalClaim(A, { preauthorization_guid: viaPost.json().guid }),
      partner: PARTNER_A,
    });
    expect(pending.statusCode).toBe(400);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('cancels one not yet used (DELETE with the version); a used one cannot be cancelled', async () => {
    const p = (
      await t.call(agent(PARTNER_A), { method: 'POST', url: `${B_URL}/create`, payload: body(A), partner: PARTNER_A })
    ).json();
    const del = (version: number, user = agent(PARTNER_A), partner = PARTNER_A) =>
      t.call(user, { method: 'DELETE', url: `${B_URL}/${p.guid}`, query: { version: String(version) }, partner });
    expect((await del(1, finance(PARTNER_A))).statusCode).toBe(403);
    expect((await del(1, agent(PARTNER_B), PARTNER_B)).statusCode).toBe(404);
    expect((await del(7)).statusCode).toBe(409);
    const r = await del(1);
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('cancelled');
    expect((await del(2)).statusCode).toBe(409);
  });

  it('refuses bad input (nothing written), foreign partners, missing roles and tokens', async () => {
    const before = await count(t, 'claim_preauthorizations');
    const bad = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: `${B_URL}/create`,
      payload: body(A, {
        hospital_name: '',
        expected_discharge_date: addDays(today(), -20),
        requested_amount_cents: -5,
      }),
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'expected_discharge_date',
      'hospital_name',
      'requested_amount_cents',
    ]);
    const order = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: `${B_URL}/create`,
      payload: body(A, { expected_discharge_date: addDays(today(), -20) }),
      partner: PARTNER_A,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors.expected_discharge_date).toBeDefined();
    const foreignPolicy = await t.call(agent(PARTNER_A), {
      method: 'POST',
      url: `${B_URL}/create`,
      payload: body(B),
      partner: PARTNER_A,
    });
    expect(foreignPolicy.statusCode).toBe(400);
    expect(
      (
        await t.call(finance(PARTNER_A), {
          method: 'POST',
          url: `${B_URL}/create`,
          payload: body(A),
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'POST', url: `${B_URL}/create`, payload: body(A), partner: PARTNER_A })).statusCode,
    ).toBe(401);
    expect(await count(t, 'claim_preauthorizations')).toBe(before);

    const mine = (
      await t.call(agent(PARTNER_A), { method: 'POST', url: `${B_URL}/create`, payload: body(A), partner: PARTNER_A })
    ).json();
    expect(
      (await t.call(reader(PARTNER_B), { method: 'GET', url: `${B_URL}/${mine.guid}`, partner: PARTNER_B })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(reader(PARTNER_B), { method: 'GET', url: `${B_URL}/customer/${A.customer}`, partner: PARTNER_B }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(reader(PARTNER_B), { method: 'GET', url: B_URL, partner: PARTNER_B })).json().count).toBe(0);
    expect((await t.call(reader(PARTNER_A), { method: 'GET', url: B_URL, partner: PARTNER_B })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: B_URL, partner: PARTNER_A })).statusCode).toBe(401);
    expect(
      (await t.call(reader(PARTNER_A), { method: 'GET', url: `${B_URL}/nope`, partner: PARTNER_A })).statusCode,
    ).toBe(400);
  });
});
