import { GRANULARITY_DAYS, type Granularity } from './products.constants.ts';

/**
 * The premium and benefit rule of SPEC §9: "the benefit for a premium is the larger of the premium amount (cents
 * divided by 100, times quantity) and the fixed indemnity, per granularity". Precisely, as we apply it:
 *
 * - A premium is `amount_in_cents` for one period of its `granularity` (daily, weekly, monthly, yearly).
 * - `quantity` is how many of those periods (or units of cover) the premium buys: a whole number ≥ 1. A premium
 *   price list shows quantity 1; a policy's rate uses the quantity the customer bought.
 * - The premium side is `amount_in_cents ÷ 100 × quantity` currency units. We keep everything in cents so the
 *   arithmetic is exact: `amount_in_cents × quantity` cents (the same value, no rounding).
 * - The fixed indemnity is the product's `fixed_indemnity_amount` (cents), stated for one period of the product's
 *   granularity. "Per granularity" means it is compared in the premium's unit: when the premium's granularity
 *   differs from the product's, the fixed indemnity is converted by the length of the periods
 *   (daily 1, weekly 7, monthly 30, yearly 365 days) and rounded to the nearest cent.
 * - The benefit is the larger of the two, in cents. Which side won is reported as `basis` so a screen can say why.
 */
export interface BenefitRuleInput {
  amount_in_cents: number;
  granularity: Granularity;
  quantity?: number;
  /** The product's fixed indemnity, cents per period of `product_granularity`. */
  fixed_indemnity_in_cents: number;
  product_granularity: Granularity;
}

export interface BenefitRuleResult {
  benefit_in_cents: number;
  /** The premium side: amount × quantity, cents. */
  premium_benefit_in_cents: number;
  /** The fixed indemnity stated in the premium's granularity, cents. */
  fixed_indemnity_in_cents: number;
  basis: 'premium' | 'fixed_indemnity';
}

/** The fixed indemnity of one `from` period, stated for one `to` period (cents, rounded). */
export function fixedIndemnityIn(amountInCents: number, from: Granularity, to: Granularity): number {
  if (from === to) return amountInCents;
  return Math.round((amountInCents * GRANULARITY_DAYS[to]) / GRANULARITY_DAYS[from]);
}

export function benefitForPremium(input: BenefitRuleInput): BenefitRuleResult {
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(input.amount_in_cents) || input.amount_in_cents < 0)
    throw new RangeError('amount_in_cents must be a whole number ≥ 0');
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a whole number ≥ 1');
  if (!Number.isInteger(input.fixed_indemnity_in_cents) || input.fixed_indemnity_in_cents < 0)
    throw new RangeError('fixed_indemnity_in_cents must be a whole number ≥ 0');
  const premium = input.amount_in_cents * quantity;
  const fixed = fixedIndemnityIn(input.fixed_indemnity_in_cents, input.product_granularity, input.granularity);
  return premium >= fixed
    ? {
        benefit_in_cents: premium,
        premium_benefit_in_cents: premium,
        fixed_indemnity_in_cents: fixed,
        basis: 'premium',
      }
    : {
        benefit_in_cents: fixed,
        premium_benefit_in_cents: premium,
        fixed_indemnity_in_cents: fixed,
        basis: 'fixed_indemnity',
      };
}
