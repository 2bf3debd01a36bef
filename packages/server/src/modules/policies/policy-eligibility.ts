import { AppError, unprocessable } from '../../platform/http/errors.ts';
import type { CustomerRow, ProductRow } from './policies.repository.ts';
import { ageOn } from './policy-periods.ts';

/**
 * Who may buy what (checked for a quotation and again at purchase): the product is active, the customer is active
 * and has a date of birth, and their age on the start date is within the product's minimum and maximum (inclusive).
 * The same-partner rule is structural: product and customer are read in the caller's partner only (404 otherwise).
 */
export function assertEligible(customer: CustomerRow, product: ProductRow, startDate: string): void {
  if (!product.active) throw unprocessable('product_inactive');
  if (customer.status !== 'active') throw unprocessable('customer_inactive');
  if (!customer.date_of_birth) throw unprocessable('customer_dob_missing');
  const age = ageOn(customer.date_of_birth, startDate);
  if (age < product.minimum_age || age > product.maximum_age)
    throw unprocessable('not_eligible_age', { age, min: product.minimum_age, max: product.maximum_age });
}

/** A start date is today or later; an end date (valid_until) is after it. 400 with the field otherwise. */
export function assertDates(startDate: string, today: string, validUntil?: string | null): void {
  if (startDate < today) throw new AppError(400, 'invalid_input', {}, { start_date: 'start_date_past' });
  if (validUntil && validUntil <= startDate)
    throw new AppError(400, 'invalid_input', {}, { valid_until: 'valid_until_before_start' });
}

/**
 * STAND-IN for the products engineer's premium table (`product_premiums`: amount_in_cents and granularity per
 * product), not merged on this branch: the premium choice is taken as sent (a positive amount in cents) and the
 * period is the product's granularity. The integrator replaces this with a lookup of the chosen product premium
 * (and a 400 `premium_cents` when the product has no such premium).
 */
export function premiumOfProduct(product: ProductRow, premiumCents: number) {
  return { premium_cents: premiumCents, granularity: product.granularity };
}

/**
 * STAND-IN for the contract's benefit rule (`packages/contract/src/products/benefit-rule.ts`, written by the
 * products engineer): SPEC §9 — the benefit for a premium is the larger of the premium (times quantity) and the
 * fixed indemnity, per granularity. Here in cents with quantity 1. The integrator swaps in the contract function.
 */
export function benefitOfPremium(product: ProductRow, premiumCents: number, quantity = 1): number {
  return Math.max(premiumCents * quantity, product.fixed_indemnity_amount);
}
