import { benefitForPremium, type Granularity } from '@coverdesk/contract';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, unprocessable } from '../../platform/http/errors.ts';
import { premiumsRepository } from '../products/index.ts';
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
 * The premium the customer chose, looked up in the product's price list (`product_premiums`, products module): an
 * active premium of this product whose `amount_in_cents` equals the choice. The policy takes that premium's
 * granularity and quantity. 400 `premium_cents: premium_not_offered` when the product has no such premium.
 */
export async function premiumOfProduct(tx: Executor, product: ProductRow, premiumCents: number) {
  const premium = await offeredPremium(tx, product, premiumCents);
  if (!premium) throw new AppError(400, 'invalid_input', {}, { premium_cents: 'premium_not_offered' });
  return { premium_cents: premium.amount_in_cents, granularity: premium.granularity };
}

/** The product's active premium at this price (the product's own granularity first), or undefined. */
async function offeredPremium(tx: Executor, product: ProductRow, premiumCents: number, granularity?: string) {
  return pickPremium(
    await premiumsRepository.listByProduct(tx, product.partner_guid, product.guid),
    product,
    premiumCents,
    granularity,
  );
}

type PriceListEntry = { active: boolean; amount_in_cents: number; granularity: string };
/** The same choice over a price list already read (imports read it once per chunk). */
export function pickPremium<P extends PriceListEntry>(
  list: P[],
  product: Pick<ProductRow, 'granularity'>,
  premiumCents: number,
  granularity?: string,
) {
  const offered = list.filter((p) => p.active && p.amount_in_cents === premiumCents);
  // Several granularities at the same price: the product's own granularity wins, else the first listed.
  return (
    offered.find((p) => p.granularity === (granularity ?? product.granularity)) ??
    (granularity ? undefined : offered[0])
  );
}

/**
 * The benefit of a sold policy or quotation: its premium and granularity with the quantity of the matching price-list
 * premium (1 when the product no longer lists it — the price the customer bought stays the basis).
 */
export async function benefitOfPolicy(
  tx: Executor,
  product: ProductRow,
  p: { premium_cents: number; granularity: string },
): Promise<number> {
  const premium = await offeredPremium(tx, product, p.premium_cents, p.granularity);
  return benefitOfPremium(product, { ...p, quantity: premium?.quantity ?? 1 });
}

/**
 * The benefit a premium buys: the contract's rule (SPEC §9, `benefitForPremium`), the larger of the premium times
 * its quantity and the product's fixed indemnity stated in the premium's granularity. Cents.
 */
export function benefitOfPremium(
  product: ProductRow,
  premium: { premium_cents: number; granularity: string; quantity?: number },
): number {
  return benefitForPremium({
    amount_in_cents: premium.premium_cents,
    granularity: premium.granularity as Granularity,
    quantity: premium.quantity ?? 1,
    fixed_indemnity_in_cents: product.fixed_indemnity_amount,
    product_granularity: product.granularity as Granularity,
  }).benefit_in_cents;
}
