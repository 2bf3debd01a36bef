import { describe, expect, it } from 'vitest';
import { DEMO_PARTNERS } from './demo-catalogue.ts';
import { createRandom } from './demo-random.ts';
import { buildPartnerRows, CLAIM_STATUSES } from './demo-rows.ts';

const PARTNER = '0190a000-0000-7000-8000-00000000000a';

describe('demo rows', () => {
  it('are the same for the same seed and day, and differ for another seed', () => {
    const a = buildPartnerRows(DEMO_PARTNERS[2]!, PARTNER, createRandom(7), '2026-06-15');
    const b = buildPartnerRows(DEMO_PARTNERS[2]!, PARTNER, createRandom(7), '2026-06-15');
    const c = buildPartnerRows(DEMO_PARTNERS[2]!, PARTNER, createRandom(8), '2026-06-15');
    expect(b).toEqual(a);
    expect(c.customers.map((x) => x.msisdn)).not.toEqual(a.customers.map((x) => x.msisdn));
  });

  it('keep references consistent, dates ordered and every claim status present', () => {
    const rows = buildPartnerRows(DEMO_PARTNERS[0]!, PARTNER, createRandom(1), '2026-06-15');
    const customers = new Set(rows.customers.map((x) => x.guid));
    const policies = new Set(rows.policies.map((x) => x.guid));
    expect(rows.policies.every((p) => customers.has(p.customer_guid))).toBe(true);
    expect(rows.payments.every((p) => policies.has(p.policy_guid) && p.effected_at <= '2026-06-16')).toBe(true);
    expect(rows.claims.every((c) => policies.has(c.policy_guid) && (c.received_at ?? '') <= '2026-06-16')).toBe(true);
    expect(new Set(rows.claims.map((c) => c.status))).toEqual(new Set(CLAIM_STATUSES));
    expect(new Set(rows.payments.map((p) => p.mno_reference)).size).toBe(rows.payments.length);
    expect(new Set(rows.customers.map((p) => p.msisdn)).size).toBe(rows.customers.length);
  });
});
