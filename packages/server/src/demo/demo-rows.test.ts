import { describe, expect, it } from 'vitest';
import { paidUp } from '../modules/policies/policy-periods.ts';
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

  it('tell one coherent story: one beneficiary per customer, nothing paid past an end, accidental deaths are accidents', () => {
    const today = '2026-06-15';
    for (const partner of DEMO_PARTNERS) {
      const rows = buildPartnerRows(partner, PARTNER, createRandom(3), today);
      for (const c of rows.customers) {
        const names = new Set([
          c.beneficiary_name,
          ...rows.policies
            .filter((p) => p.customer_guid === c.guid && p.beneficiary)
            .map((p) => (p.beneficiary as { name: string }).name),
          ...rows.beneficiaries.filter((b) => b.customer_guid === c.guid).map((b) => b.full_name),
          ...rows.dependants
            .filter((d) => d.customer_guid === c.guid && d.relationship === 'Spouse')
            .map((d) => d.full_name),
        ]);
        expect(names.size, `${partner.code} ${c.full_name}: ${[...names].join(', ')}`).toBe(1);
      }
      for (const p of rows.policies) {
        const paid = rows.payments
          .filter((x) => x.policy_guid === p.guid && x.status === 'succeeded')
          .reduce((n, x) => n + x.amount_cents, 0);
        if (p.status === 'pending') expect(paid).toBe(0);
        if (paid === 0 || p.status === 'cancelled' || !p.valid_until) continue;
        const until = paidUp(p, paid).paid_until;
        expect(until <= p.valid_until, `${p.policy_number} paid until ${until}, ends ${p.valid_until}`).toBe(true);
        if (p.status === 'lapsed' || p.status === 'expired') expect(until <= today).toBe(true);
      }
      for (const cl of rows.claims) {
        if (/accident/i.test(cl.condition ?? '') || cl.type === 'accident') expect(cl.is_accident).toBe(true);
      }
    }
  });
});
