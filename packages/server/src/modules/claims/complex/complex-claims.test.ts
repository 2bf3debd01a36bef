import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../../test/test-app.ts';
import { today } from '../claim-dates.ts';
import {
  agent,
  assessor,
  count,
  finance,
  makeClaim,
  reader,
  type Seeded,
  seedClaimsWorld,
  setClaimConfig,
} from '../test/claims-fixtures.ts';

let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
  await setClaimConfig(t, PARTNER_A, {}, { claims_mode: 'complex' });
});
afterAll(() => t.close());

const C = '/api/claims/complex';
const input = (s: Seeded, extra: object = {}) => ({
  customer_guid: s.customer,
  policy_guid: s.policy,
  person_affected: 'Main Customer',
  relation: 'Principal',
  type: 'hospital',
  event_date: today(),
  facility: 'Nairobi Hospital',
  facility_code: 'NBI-001',
  tag: 'inpatient',
  claim_amount_cents: 0,
  ...extra,
});
const call = (
  user: Parameters<TestApp['call']>[0],
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  partner = PARTNER_A,
  query?: Record<string, string>,
) => t.call(user, { method, url, payload, partner, query });
const initiate = async (extra: object = {}) => {
  const r = await call(agent(PARTNER_A), 'POST', `${C}/initiate_claim`, input(A, extra));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
};

describe('complex claims', () => {
  it('only partners in complex claims mode may use them (409 otherwise, nothing written)', async () => {
    const before = await count(t, 'claims');
    const r = await call(agent(PARTNER_B), 'POST', `${C}/initiate_claim`, input(B), PARTNER_B);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Complex claims are not enabled for this partner.');
    expect((await call(reader(PARTNER_B), 'GET', C, undefined, PARTNER_B)).statusCode).toBe(409);
    expect(
      (
        await call(
          assessor(PARTNER_B),
          'POST',
          `${C}/bulk_approval_selected`,
          { claims: [{ guid: A.customer, version: 1 }] },
          PARTNER_B,
        )
      ).statusCode,
    ).toBe(409);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('initiates, bills expenses, records benefit usages within the balance, approves and marks paid', async () => {
    let c = await initiate();
    expect(c).toMatchObject({
      complex: true,
      status: 'decision_pending',
      facility_code: 'NBI-001',
      tag: 'inpatient',
      expenses: [],
      benefit_usages: [],
    });

    const exp = await call(agent(PARTNER_A), 'PUT', `${C}/expenses`, {
      claim_guid: c.guid,
      version: c.version,
      expenses: [
        { description: 'Ward, 3 days', category: 'ward', quantity: 3, unit_amount_cents: 50_000 },
        { description: 'Drugs', quantity: 1, unit_amount_cents: 30_000 },
      ],
    });
    expect(exp.statusCode, exp.body).toBe(200);
    c = exp.json();
    expect(c.claim_amount_cents).toBe(180_000);
    expect(c.expenses.map((e: { amount_cents: number }) => e.amount_cents)).toEqual([150_000, 30_000]);
    expect(
      (await call(agent(PARTNER_A), 'PUT', `${C}/expenses`, { claim_guid: c.guid, version: 1, expenses: [] }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(agent(PARTNER_A), 'PUT', `${C}/expenses`, {
          claim_guid: c.guid,
          version: c.version,
          expenses: [{ description: '', quantity: 0, unit_amount_cents: 1 }],
        })
      ).statusCode,
    ).toBe(400);

    const usage = await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: c.guid,
      version: c.version,
      benefit_name: 'Inpatient',
      amount_cents: 180_000,
    });
    expect(usage.statusCode, usage.body).toBe(201);
    const tooMuch = await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: c.guid,
      version: c.version + 1,
      benefit_name: 'Inpatient',
      amount_cents: 4_900_000,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/4820000/);
    expect(
      (
        await call(agent(PARTNER_A), 'POST', `${C}/benefit_usages`, {
          claim_guid: c.guid,
          version: c.version + 1,
          benefit_name: 'X',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
          claim_guid: c.guid,
          version: c.version + 1,
          benefit_name: 'X',
          amount_cents: 0,
        })
      ).statusCode,
    ).toBe(400);

    const balances = await call(reader(PARTNER_A), 'GET', `${C}/benefit_usages/balances`, undefined, PARTNER_A, {
      dependant_guid: A.customer,
    });
    expect(balances.statusCode).toBe(200);
    expect(balances.json().balances).toEqual([
      {
        policy_guid: A.policy,
        limit_cents: 5_000_000,
        used_cents: 180_000,
        remaining_cents: 4_820_000,
        by_benefit: [{ benefit_name: 'Inpatient', used_cents: 180_000 }],
      },
    ]);
    expect(
      (
        await call(reader(PARTNER_B), 'GET', `${C}/benefit_usages/balances`, undefined, PARTNER_B, {
          dependant_guid: A.customer,
        })
      ).statusCode,
    ).toBe(409);

    const extra = (
      await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
        claim_guid: c.guid,
        version: c.version + 1,
        benefit_name: 'Drugs',
        amount_cents: 10_000,
      })
    ).json();
    const removed = await call(
      assessor(PARTNER_A),
      'DELETE',
      `${C}/benefit_usages/${extra.guid}`,
      undefined,
      PARTNER_A,
      { version: String(c.version + 2) },
    );
    expect(removed.statusCode).toBe(204);
    c = (await call(reader(PARTNER_A), 'GET', `${C}/${c.guid}`)).json();
    expect(c).toMatchObject({ benefit_amount_cents: 180_000, version: 5 });
    expect(c.benefit_usages).toHaveLength(1);

    const approved = await call(assessor(PARTNER_A), 'POST', `${C}/actions/approve`, {
      claim_guid: c.guid,
      version: c.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved_pending', benefit_usages: [{ amount_cents: 180_000 }] });
    const locked = await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: c.guid,
      version: 6,
      benefit_name: 'X',
      amount_cents: 1,
    });
    expect(locked.statusCode).toBe(409);

    const paid = await call(finance(PARTNER_A), 'POST', `${C}/bulk_approval_paid_selected`, {
      claims: [{ guid: c.guid, version: 6 }],
    });
    expect(paid.json()).toEqual({ succeeded: [{ guid: c.guid, version: 7 }], failed: [] });
  });

  it('bulk approval runs each claim through the state machine and says why others failed', async () => {
    const ok = await initiate();
    const withUsage = await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: ok.guid,
      version: 1,
      benefit_name: 'Outpatient',
      amount_cents: 5_000,
    });
    expect(withUsage.statusCode).toBe(201);
    const nothing = await initiate();
    const simple = await makeClaim(t, A);
    const stale = await initiate();
    await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: stale.guid,
      version: 1,
      benefit_name: 'X',
      amount_cents: 5_000,
    });
    const r = await call(assessor(PARTNER_A), 'POST', `${C}/bulk_approval_selected`, {
      claims: [
        { guid: ok.guid, version: 2 },
        { guid: nothing.guid, version: 1 },
        { guid: simple.guid, version: 1 },
        { guid: stale.guid, version: 1 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().succeeded).toEqual([{ guid: ok.guid, version: 3 }]);
    expect(r.json().failed).toEqual([
      {
        guid: nothing.guid,
        code: 'claim_benefit_zero',
        message: "This claim's assessment pays nothing: reject it, or reopen it ex gratia.",
      },
      { guid: simple.guid, code: 'claim_not_complex', message: 'This is not a complex claim.' },
      { guid: stale.guid, code: 'claim_stale', message: 'This claim was changed by someone else — reload.' },
    ]);
    const again = await call(assessor(PARTNER_A), 'POST', `${C}/bulk_approval_selected`, {
      claims: [{ guid: ok.guid, version: 3 }],
    });
    expect(again.json().failed[0].code).toBe('claim_action_not_allowed');
    expect(
      (
        await call(finance(PARTNER_A), 'POST', `${C}/bulk_approval_selected`, {
          claims: [{ guid: ok.guid, version: 3 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(assessor(PARTNER_A), 'POST', `${C}/bulk_approval_selected`, { claims: [] })).statusCode).toBe(
      400,
    );
    expect(
      (await call(null, 'POST', `${C}/bulk_approval_selected`, { claims: [{ guid: ok.guid, version: 3 }] })).statusCode,
    ).toBe(401);
  });

  it('lists with filters, by customer and by statuses; edits and assigns a lawyer with the version', async () => {
    const c = await initiate({
      tag: 'dental',
      facility_code: 'MSA-9',
      facility: 'Mombasa Clinic',
      type: 'reimbursement',
    });
    const list = async (query: Record<string, string>) => {
      const r = await call(reader(PARTNER_A), 'GET', C, undefined, PARTNER_A, query);
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    expect((await list({ tag: 'dental' })).items.map((i: { guid: string }) => i.guid)).toEqual([c.guid]);
    expect((await list({ facility_code: 'MSA-9', type: 'reimbursement', status: 'decision_pending' })).count).toBe(1);
    expect((await list({ facility: 'mombasa' })).count).toBe(1);
    expect((await list({ claim: c.claim_reference.slice(-4) })).count).toBe(1);
    expect(
      (await list({ start_date: today(), end_date: today(), customer_guid: A.customer, tag: 'dental' })).count,
    ).toBe(1);
    expect((await list({ start_date: '2000-01-01', end_date: '2000-01-02' })).count).toBe(0);
    expect((await call(reader(PARTNER_A), 'GET', C, undefined, PARTNER_A, { claim: 'ab' })).statusCode).toBe(400);
    expect((await call(reader(PARTNER_A), 'GET', C, undefined, PARTNER_A, { start_date: 'x' })).statusCode).toBe(400);

    const byCustomer = await call(reader(PARTNER_A), 'POST', `${C}/customer`, { customer_guid: A.customer });
    expect(byCustomer.json().count).toBeGreaterThan(0);
    expect(byCustomer.json().items.every((i: { complex: boolean }) => i.complex)).toBe(true);
    const byStatuses = await call(reader(PARTNER_A), 'POST', `${C}/statuses`, { statuses: ['closed'] });
    expect(byStatuses.json().items.every((i: { status: string }) => i.status === 'closed')).toBe(true);
    expect((await call(reader(PARTNER_A), 'POST', `${C}/statuses`, { statuses: [] })).statusCode).toBe(400);

    const edit = await call(agent(PARTNER_A), 'PUT', `${C}/${c.guid}`, {
      version: 1,
      tag: 'optical',
      comment: 'moved',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ tag: 'optical', comment: 'moved', facility: 'Mombasa Clinic', version: 2 });
    expect((await call(agent(PARTNER_A), 'PUT', `${C}/${c.guid}`, { version: 1, tag: 'x' })).statusCode).toBe(409);
    const lawyer = await call(assessor(PARTNER_A), 'PUT', C, {
      claim_guid: c.guid,
      version: 2,
      lawyer_name: 'Wanjiku & Co',
      lawyer_email: 'law@example.com',
    });
    expect(lawyer.statusCode, lawyer.body).toBe(200);
    expect(lawyer.json().lawyer).toMatchObject({
      name: 'Wanjiku & Co',
      email: 'law@example.com',
      assigned_by: 'assessor-1',
    });
    expect(lawyer.json().timeline.at(-1).action).toBe('lawyer_assigned');
    expect(
      (await call(agent(PARTNER_A), 'PUT', C, { claim_guid: c.guid, version: 3, lawyer_name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call(assessor(PARTNER_A), 'PUT', C, { claim_guid: c.guid, version: 3, lawyer_email: 'nope' })).statusCode,
    ).toBe(400);

    expect((await call(reader(PARTNER_B), 'GET', `${C}/${c.guid}`, undefined, PARTNER_B)).statusCode).toBe(409);
    await setClaimConfig(t, PARTNER_B, {}, { claims_mode: 'complex' });
    expect((await call(reader(PARTNER_B), 'GET', `${C}/${c.guid}`, undefined, PARTNER_B)).statusCode).toBe(404);
    expect((await call(reader(PARTNER_B), 'GET', C, undefined, PARTNER_B)).json().count).toBe(0);
    await setClaimConfig(t, PARTNER_B, {});
    expect((await call(reader(PARTNER_A), 'GET', C, undefined, PARTNER_B)).statusCode).toBe(403);
    expect((await call(null, 'GET', C)).statusCode).toBe(401);
    expect((await call(null, 'POST', `${C}/initiate_claim`, input(A))).statusCode).toBe(401);
    expect((await call(finance(PARTNER_A), 'POST', `${C}/initiate_claim`, input(A))).statusCode).toBe(403);
    const before = await count(t, 'claims');
    expect(
      (await call(agent(PARTNER_A), 'POST', `${C}/initiate_claim`, input(A, { facility: '', relation: 'Child' })))
        .statusCode,
    ).toBe(400);
    expect(await count(t, 'claims')).toBe(before);
  });

  it('a pay action on a complex claim honours its Idempotency-Key: a repeat replays the first payout', async () => {
    let c = await initiate();
    const usage = await call(assessor(PARTNER_A), 'POST', `${C}/benefit_usages`, {
      claim_guid: c.guid,
      version: c.version,
      benefit_name: 'Outpatient',
      amount_cents: 1_000,
    });
    expect(usage.statusCode, usage.body).toBe(201);
    const act = async (user: Parameters<TestApp['call']>[0], action: string, version: number, key?: string) =>
      t.call(user, {
        method: 'POST',
        url: `${C}/actions/${action}`,
        payload: { claim_guid: c.guid, version },
        partner: PARTNER_A,
        headers: key ? { 'idempotency-key': key } : {},
      });
    c = (await act(assessor(PARTNER_A), 'approve', c.version + 1)).json();
    c = (await act(finance(PARTNER_A), 'mark_unpaid', c.version)).json();
    expect(c.status).toBe('payable');
    const first = await act(finance(PARTNER_A), 'pay', c.version, 'complex-pay-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'closed', payment_status: 'succeeded', complex: true });
    const again = await act(finance(PARTNER_A), 'pay', c.version, 'complex-pay-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payouts).toEqual(first.json().payouts);
    const keys = await t.owner.query('select idempotency_key from mobile_money_transactions where claim_guid = $1', [
      c.guid,
    ]);
    expect(keys.rows).toEqual([{ idempotency_key: 'key:complex-pay-1' }]);
  });
});
