/**
 * The allowed values of a product (SPEC §3 Product, §7 metadata/product and metadata/product_premium).
 * The spec lists only the payment methods; the other lists are ours (GLOSSARY: cover type, granularity, cardinality).
 */
export const PRODUCT_TYPES = ['hospital', 'life', 'funeral', 'personal_accident', 'health', 'device'] as const;
export const COVER_TYPES = ['individual', 'family', 'group'] as const;
/** The premium period. */
export const GRANULARITIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
/** How many lives a policy covers. */
export const CARDINALITIES = [
  'principal_only',
  'principal_and_spouse',
  'principal_and_dependants',
  'principal_and_extended_family',
] as const;
/** SPEC §7 "Payment methods seen". */
export const PAYMENT_METHODS = ['strike_money', 'card_payment', 'recurring_debit_creation'] as const;
/** The benefit kinds, also the path segment of `DELETE /api/{benefitType}/delete/{guid}`. */
export const BENEFIT_TYPES = ['fixed_indemnity', 'variable_indemnity', 'cashback_indemnity'] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CoverType = (typeof COVER_TYPES)[number];
export type Granularity = (typeof GRANULARITIES)[number];
export type Cardinality = (typeof CARDINALITIES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type BenefitType = (typeof BENEFIT_TYPES)[number];

/** Days in one premium period, used to state a fixed indemnity in another granularity (see benefit-rule.ts). */
export const GRANULARITY_DAYS: Record<Granularity, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };
