import { describe, expect, it } from 'vitest';
import { benefitForPremium, fixedIndemnityIn } from './benefit-rule.ts';

describe('benefitForPremium (SPEC §9)', () => {
  it.each([
    // amount, granularity, quantity, fixed, product granularity → benefit, basis
    { amount: 5_000, g: 'monthly', q: 1, fixed: 0, pg: 'monthly', benefit: 5_000, basis: 'premium' },
    { amount: 5_000, g: 'monthly', q: 3, fixed: 10_000, pg: 'monthly', benefit: 15_000, basis: 'premium' },
    { amount: 5_000, g: 'monthly', q: 1, fixed: 100_000, pg: 'monthly', benefit: 100_000, basis: 'fixed_indemnity' },
    { amount: 5_000, g: 'monthly', q: 2, fixed: 10_000, pg: 'monthly', benefit: 10_000, basis: 'premium' },
    { amount: 0, g: 'daily', q: 1, fixed: 0, pg: 'daily', benefit: 0, basis: 'premium' },
    // fixed indemnity of 30 000 per month is 1 000 per day
    { amount: 500, g: 'daily', q: 1, fixed: 30_000, pg: 'monthly', benefit: 1_000, basis: 'fixed_indemnity' },
    { amount: 500, g: 'daily', q: 3, fixed: 30_000, pg: 'monthly', benefit: 1_500, basis: 'premium' },
    // fixed indemnity of 1 000 per week is 52 143 (rounded) per year
    { amount: 50_000, g: 'yearly', q: 1, fixed: 1_000, pg: 'weekly', benefit: 52_143, basis: 'fixed_indemnity' },
    { amount: 100_000, g: 'yearly', q: 1, fixed: 1_000, pg: 'weekly', benefit: 100_000, basis: 'premium' },
  ] as const)('$amount cents $g × $q vs fixed $fixed per $pg → $benefit ($basis)', (c) => {
    const r = benefitForPremium({
      amount_in_cents: c.amount,
      granularity: c.g,
      quantity: c.q,
      fixed_indemnity_in_cents: c.fixed,
      product_granularity: c.pg,
    });
    expect(r.benefit_in_cents).toBe(c.benefit);
    expect(r.basis).toBe(c.basis);
    expect(r.premium_benefit_in_cents).toBe(c.amount * c.q);
  });

  it('defaults quantity to one period', () => {
    const r = benefitForPremium({
      amount_in_cents: 700,
      granularity: 'weekly',
      fixed_indemnity_in_cents: 0,
      product_granularity: 'weekly',
    });
    expect(r.benefit_in_cents).toBe(700);
  });

  it.each([
    { amount: -1, q: 1, fixed: 0 },
    { amount: 1.5, q: 1, fixed: 0 },
    { amount: 100, q: 0, fixed: 0 },
    { amount: 100, q: 1, fixed: -5 },
  ])('refuses amount $amount, quantity $q, fixed $fixed', (c) => {
    expect(() =>
      benefitForPremium({
        amount_in_cents: c.amount,
        granularity: 'daily',
        quantity: c.q,
        fixed_indemnity_in_cents: c.fixed,
        product_granularity: 'daily',
      }),
    ).toThrow(RangeError);
  });

  it.each([
    { amount: 7_000, from: 'weekly', to: 'daily', out: 1_000 },
    { amount: 1_000, from: 'daily', to: 'monthly', out: 30_000 },
    { amount: 36_500, from: 'yearly', to: 'daily', out: 100 },
    { amount: 999, from: 'monthly', to: 'monthly', out: 999 },
  ] as const)('states $amount per $from as $out per $to', (c) => {
    expect(fixedIndemnityIn(c.amount, c.from, c.to)).toBe(c.out);
  });
});
