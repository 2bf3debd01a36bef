import { benefitForPremium } from '@coverdesk/contract/products/benefit-rule';
import type { Granularity } from '@coverdesk/contract/products/products.constants';

/**
 * The benefit (cover) a premium buys under a product: the contract's benefit rule (SPEC §9), so the screen shows
 * exactly what the server computes. Premium and fixed indemnity in cents, per period of their granularity.
 */
export function benefitOf(
  premium: { amount_in_cents: number; granularity: string; quantity?: number },
  product: { fixed_indemnity_amount: number; granularity: string },
) {
  return benefitForPremium({
    amount_in_cents: premium.amount_in_cents,
    granularity: premium.granularity as Granularity,
    quantity: premium.quantity ?? 1,
    fixed_indemnity_in_cents: product.fixed_indemnity_amount,
    product_granularity: product.granularity as Granularity,
  });
}
