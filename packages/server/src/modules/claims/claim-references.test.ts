import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARTNER_A, PARTNER_B, type TestApp } from '../../test/test-app.ts';
import { addDays, today } from './claim-dates.ts';
import { agent, count, hospitalClaim, makeClaim, type Seeded, seedClaimsWorld } from './test/claims-fixtures.ts';

/** The claim rules that read the partner's reference lists and the product's benefits (integration of issue 4). */
let t: TestApp;
let A: Seeded;
let B: Seeded;
beforeAll(async () => {
  t = await createTestApp();
  ({ A, B } = await seedClaimsWorld(t));
});
afterAll(() => t.close());

const post = (s: Seeded, body: Record<string, unknown>) =>
  t.call(agent(s.partner), { method: 'POST', url: '/api/claims', payload: body, partner: s.partner });

describe('claim conditions', () => {
  it('any condition is accepted while the partner has configured none', async () => {
    expect((await makeClaim(t, A, { condition: 'Anything typed' })).condition).toBe('Anything typed');
  });

  it('once configured, the condition must be one of them, by code or by name (400 otherwise, nothing written)', async () => {
    await t.owner.query(
      "insert into claim_conditions (partner_guid, guid, code, name) values ($1, gen_random_uuid(), 'MAL', 'Malaria')",
      [PARTNER_A],
    );
    expect((await makeClaim(t, A, { condition: 'MAL' })).condition).toBe('MAL');
    expect((await makeClaim(t, A, { condition: 'Malaria' })).condition).toBe('Malaria');
    const before = await count(t, 'claims');
    const r = await post(A, hospitalClaim(A, { condition: 'Typhoid' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ condition: expect.any(String) });
    expect(await count(t, 'claims')).toBe(before);
    // Partner B's list is its own: none configured there, so any condition is fine.
    expect((await makeClaim(t, B, { condition: 'Typhoid' })).condition).toBe('Typhoid');
  });
});

describe('claim hospitals', () => {
  it('stores a hospital of the partner panel; refuses another partner’s hospital; the name may be free text', async () => {
    const mine = await t.owner.query(
      `insert into hospitals (partner_guid, guid, code, name, country_code)
       values ($1, gen_random_uuid(), 'KNH', 'Kenyatta National Hospital', 'KE') returning guid`,
      [PARTNER_A],
    );
    const theirs = await t.owner.query(
      `insert into hospitals (partner_guid, guid, code, name, country_code)
       values ($1, gen_random_uuid(), 'AKH', 'Aga Khan', 'KE') returning guid`,
      [PARTNER_B],
    );
    const c = await makeClaim(t, A, { hospital_guid: mine.rows[0].guid, condition: 'Malaria' });
    expect(c).toMatchObject({ hospital_guid: mine.rows[0].guid, hospital_name: 'Kenyatta National Hospital' });
    const free = await makeClaim(t, A, { hospital_name: 'Village clinic', condition: 'Malaria' });
    expect(free).toMatchObject({ hospital_guid: null, hospital_name: 'Village clinic' });
    const before = await count(t, 'claims');
    const foreign = await post(A, hospitalClaim(A, { hospital_guid: theirs.rows[0].guid, condition: 'Malaria' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ hospital_guid: expect.any(String) });
    expect(await count(t, 'claims')).toBe(before);
  });
});

describe('reimbursement limit', () => {
  const reimbursement = (s: Seeded, amount: number) => ({
    ...hospitalClaim(s),
    type: 'reimbursement',
    hospital_admission_date: undefined,
    hospital_discharge_date: undefined,
    hospital_name: undefined,
    hospitalization_reason: undefined,
    event_date: addDays(today(), -5),
    start_date: addDays(today(), -6),
    end_date: addDays(today(), -5),
    condition: 'Malaria',
    claim_amount_cents: amount,
  });

  it('is the fixed indemnity without a variable indemnity, then the product’s variable indemnity limit', async () => {
    const before = await post(B, reimbursement(B, 9_000_000));
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json().benefit_amount_cents).toBe(5_000_000);
    await t.owner.query(
      `insert into product_benefits (partner_guid, guid, product_guid, benefit_type, name, amount_benefit, max_amount)
       values ($1, gen_random_uuid(), $2, 'variable_indemnity', 'Outpatient', 100000, 250000)`,
      [PARTNER_B, B.product],
    );
    const over = await post(B, reimbursement(B, 9_000_000));
    expect(over.json().benefit_amount_cents).toBe(250_000);
    const under = await post(B, reimbursement(B, 120_000));
    expect(under.json().benefit_amount_cents).toBe(120_000);
  });
});
