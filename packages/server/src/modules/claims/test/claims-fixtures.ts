import type { ClaimDetail } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { PARTNER_A, PARTNER_B, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { addDays, today } from '../claim-dates.ts';

export interface Seeded {
  partner: string;
  product: string;
  customer: string;
  policy: string;
  /** A second customer whose number fails payouts (ends in 9). */
  failingCustomer: string;
  failingPolicy: string;
  /** A third customer whose payouts stay pending (ends in 8). */
  pendingCustomer: string;
  pendingPolicy: string;
}

/** A country, partners A and B, and for each partner a hospital-cash product and customers with active policies. */
export async function seedClaimsWorld(t: TestApp): Promise<Record<'A' | 'B', Seeded>> {
  await t.owner.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9) on conflict do nothing",
  );
  const out: Partial<Record<'A' | 'B', Seeded>> = {};
  for (const [key, partner] of [
    ['A', PARTNER_A],
    ['B', PARTNER_B],
  ] as const) {
    await t.owner.query("insert into partners (guid, name, code, country_code) values ($1, $2, $2, 'KE')", [
      partner,
      `P${key}`,
    ]);
    await t.owner.query(
      `insert into partner_configs (partner_guid, claim_config) values ($1, $2)
       on conflict (partner_guid) do update set claim_config = excluded.claim_config`,
      [partner, JSON.stringify(BASE_CLAIM_CONFIG)],
    );
    const product = uuidv7();
    await t.owner.query(
      `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
         minimum_age, maximum_age, cool_off_hours, waiting_days, min_hospital_days, max_hospital_days,
         hospital_benefit_amount, fixed_indemnity_amount)
       values ($1, $2, 'HC', 'Hospital cash', 'hospital', 'individual', 'monthly', 'principal', 'strike_money',
         18, 65, 24, 30, 1, 10, 100000, 5000000)`,
      [partner, product],
    );
    const seeded: Record<string, string> = { partner, product };
    for (const [name, digit] of [
      ['', '1'],
      ['failing', '9'],
      ['pending', '8'],
    ] as const) {
      const customer = uuidv7();
      const policy = uuidv7();
      await t.owner.query(
        `insert into customers (partner_guid, guid, msisdn, full_name, date_of_birth) values ($1, $2, $3, $4, '1985-04-02')`,
        [partner, customer, `25470${key === 'A' ? '1' : '2'}00000${digit}`, `${name || 'main'} customer ${key}`],
      );
      await t.owner.query(
        `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
           start_date, status, purchased_at)
         values ($1, $2, $3, $4, $5, 50000, 'monthly', $6, 'active', now() - interval '400 days')`,
        [partner, policy, `POL-${key}-${digit}`, customer, product, addDays(today(), -400)],
      );
      seeded[name ? `${name}Customer` : 'customer'] = customer;
      seeded[name ? `${name}Policy` : 'policy'] = policy;
    }
    out[key] = seeded as unknown as Seeded;
  }
  return out as Record<'A' | 'B', Seeded>;
}

/**
 * The claim config most tests start from: no document required for any claim type (claims go straight to the
 * assessor) and no four-eyes payment (one admin approves and pays). The contract's defaults apply to the rest.
 */
export const BASE_CLAIM_CONFIG = {
  required_documents: { hospital: [], death: [], accident: [], reimbursement: [] },
  four_eyes_payment: false,
};

/** Replaces the partner's claim config (over BASE_CLAIM_CONFIG) and partner config. */
export async function setClaimConfig(t: TestApp, partner: string, claim: object, config: object = {}) {
  await t.owner.query('update partner_configs set claim_config = $2, config = $3 where partner_guid = $1', [
    partner,
    JSON.stringify({ ...BASE_CLAIM_CONFIG, ...claim }),
    JSON.stringify(config),
  ]);
}

/** A valid hospital claim body: 3 nights, discharged 5 days ago. */
export function hospitalClaim(s: Seeded, extra: Record<string, unknown> = {}) {
  return {
    type: 'hospital',
    customer_guid: s.customer,
    policy_guid: s.policy,
    person_affected: 'Main Customer',
    relation: 'Principal',
    person_affected_dob: '1985-04-02',
    document_channel: 'whatsapp',
    verification: 'hospital_confirmation',
    documentation_received_at: new Date().toISOString(),
    claim_amount_cents: 400_000,
    hospital_admission_date: addDays(today(), -8),
    hospital_discharge_date: addDays(today(), -5),
    hospital_name: 'Kenyatta National Hospital',
    hospitalization_reason: 'Malaria',
    condition: 'Malaria',
    is_accident: false,
    ussd_initiated: false,
    ...extra,
  };
}

export const agent = (partner: string): TestUser => ({
  roles: ['call_centre_agent'],
  partners: [partner],
  username: 'agent',
  sub: 'agent-1',
});
export const assessor = (partner: string, sub = 'assessor-1'): TestUser => ({
  roles: ['claims_assessor'],
  partners: [partner],
  username: sub,
  sub,
});
export const finance = (partner: string, sub = 'finance-1'): TestUser => ({
  roles: ['finance_officer'],
  partners: [partner],
  username: sub,
  sub,
});
export const reader = (partner: string): TestUser => ({
  roles: ['partner_user'],
  partners: [partner],
  username: 'reader',
});

export async function makeClaim(t: TestApp, s: Seeded, extra: Record<string, unknown> = {}): Promise<ClaimDetail> {
  const r = await t.call(agent(s.partner), {
    method: 'POST',
    url: '/api/claims',
    payload: hospitalClaim(s, extra),
    partner: s.partner,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/**
 * A pending policy of the same customer and product bought today, for tests that record money: a payment moves its
 * policy's standing (issue 29), which would take the world's 400-day-old policy, paid nothing, out of cover for claims.
 */
export async function seedMoneyPolicy(t: TestApp, s: Seeded, number = `POL-M-${uuidv7().slice(-8)}`): Promise<string> {
  const guid = uuidv7();
  await t.owner.query(
    `insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
       start_date, status, purchased_at)
     select partner_guid, $2, $3, customer_guid, product_guid, premium_cents, granularity, current_date, 'pending', now()
     from policies where guid = $1`,
    [s.policy, guid, number],
  );
  return guid;
}

/** Takes an action and expects it to succeed. */
export async function act(
  t: TestApp,
  user: TestUser,
  s: Seeded,
  claim: { guid: string; version: number },
  action: string,
  reason?: string,
  headers: Record<string, string> = {},
): Promise<ClaimDetail> {
  const r = await t.call(user, {
    method: 'POST',
    url: `/api/claims/${claim.guid}/actions/${action}`,
    payload: { version: claim.version, ...(reason ? { reason } : {}) },
    partner: s.partner,
    headers,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

export const count = async (t: TestApp, table: string) =>
  (await t.owner.query(`select count(*)::int n from ${table}`)).rows[0].n as number;
