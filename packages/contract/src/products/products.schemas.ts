import { z } from 'zod';
import { cents, guid, INT4_MAX, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import {
  BENEFIT_TYPES,
  CARDINALITIES,
  COVER_TYPES,
  GRANULARITIES,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
} from './products.constants.ts';

const count = z.number().int().min(0).max(INT4_MAX);
const granularity = z.enum(GRANULARITIES, { message: 'invalid_value' });

/** Product (SPEC §3). Amounts are integer cents; `product_guid` repeats `guid` under the spec's name. */
export const product = z.object({
  guid,
  product_guid: guid,
  partner_guid: guid,
  code: z.string(),
  name: z.string(),
  type: z.string(),
  /** SPEC §3 "type (paid)": false for free (loyalty) products. */
  paid: z.boolean(),
  cover_type: z.string(),
  granularity: z.string(),
  cardinality: z.string(),
  payment_method: z.string(),
  minimum_age: z.number().int().max(INT4_MAX),
  maximum_age: z.number().int().max(INT4_MAX),
  cool_off_hours: z.number().int().max(INT4_MAX),
  waiting_days: z.number().int().max(INT4_MAX),
  min_hospital_days: z.number().int().max(INT4_MAX),
  max_hospital_days: z.number().int().max(INT4_MAX),
  eligibility_threshold: z.number().int().max(INT4_MAX),
  debit_grace_days: z.number().int().max(INT4_MAX),
  hospital_benefit_amount: z.number().int().max(MONEY_MAX_CENTS),
  fixed_indemnity_amount: z.number().int().max(MONEY_MAX_CENTS),
  active: z.boolean(),
  /** The partner's country currency (SPEC §9: currency is taken from the country). */
  currency_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

/** The fields of a product an administrator writes; rules that span fields are in `productInput`. */
export const productFields = z.object({
  code: requiredText(50).refine((v) => !/\s/.test(v), { message: 'code_no_spaces' }),
  name: requiredText(200),
  type: z.enum(PRODUCT_TYPES, { message: 'invalid_value' }),
  paid: z.boolean().default(true),
  cover_type: z.enum(COVER_TYPES, { message: 'invalid_value' }),
  granularity,
  cardinality: z.enum(CARDINALITIES, { message: 'invalid_value' }),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'invalid_value' }),
  minimum_age: z.number().int().min(0).max(120),
  maximum_age: z.number().int().min(0).max(120),
  cool_off_hours: count.default(0),
  waiting_days: count.default(0),
  min_hospital_days: count.default(0),
  max_hospital_days: count.default(0),
  eligibility_threshold: count.default(0),
  debit_grace_days: count.default(0),
  hospital_benefit_amount: cents.default(0),
  fixed_indemnity_amount: cents.default(0),
  active: z.boolean().default(true),
});

/** Create or replace a product: minimum age ≤ maximum age, hospital days min ≤ max (reported on the max field). */
export const productInput = productFields
  .refine((p) => p.minimum_age <= p.maximum_age, { path: ['maximum_age'], message: 'age_range' })
  .refine((p) => p.min_hospital_days <= p.max_hospital_days, {
    path: ['max_hospital_days'],
    message: 'hospital_days_range',
  });
export type ProductInput = z.infer<typeof productInput>;

const boolQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /api/products: `type`, `active_only` and the partner as `partnerGuid` (SPEC §7) or `partner`. */
export const productListQuery = z.object({
  partner: guid.optional(),
  partnerGuid: guid.optional(),
  type: z.enum(PRODUCT_TYPES, { message: 'invalid_value' }).optional(),
  active_only: boolQuery,
  paid: boolQuery,
});

/** A premium price of a product (SPEC §3 Premiums) with the benefit it buys (SPEC §9, see benefit-rule.ts). */
export const productPremium = z.object({
  guid,
  partner_guid: guid,
  product_guid: guid,
  amount_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  quantity: z.number().int().max(INT4_MAX),
  active: z.boolean(),
  benefit_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  benefit_basis: z.enum(['premium', 'fixed_indemnity']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductPremium = z.infer<typeof productPremium>;

const PREMIUM_QUANTITY_MAX = 10_000;
export const productPremiumInput = z.object({
  product_guid: guid,
  // Bounded so that the benefit (premium × quantity, SPEC §9) still fits a money amount.
  amount_in_cents: cents.max(Math.floor(MONEY_MAX_CENTS / PREMIUM_QUANTITY_MAX)),
  granularity,
  quantity: z.number().int().min(1).max(PREMIUM_QUANTITY_MAX).default(1),
  active: z.boolean().default(true),
});
export type ProductPremiumInput = z.infer<typeof productPremiumInput>;
export const productPremiumUpdate = productPremiumInput.omit({ product_guid: true });
export type ProductPremiumUpdate = z.infer<typeof productPremiumUpdate>;

/** A benefit (SPEC §3): fixed, variable or cashback indemnity, each with a name and an amount in cents. */
export const benefit = z.object({
  guid,
  partner_guid: guid,
  product_guid: guid,
  benefit_type: z.enum(BENEFIT_TYPES),
  name: z.string(),
  amount_benefit: z.number().int().max(MONEY_MAX_CENTS),
  /** Variable: the reimbursement limit; cashback: the share of premiums returned, in percent. */
  max_amount: z.number().int().max(MONEY_MAX_CENTS).nullable(),
  cashback_percentage: z.number().int().max(INT4_MAX).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Benefit = z.infer<typeof benefit>;

export const benefitInput = z.object({
  product_guid: guid,
  name: requiredText(200),
  amount_benefit: cents,
  max_amount: cents.nullish().transform((v) => v ?? null),
  cashback_percentage: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
});
export type BenefitInput = z.infer<typeof benefitInput>;
export const benefitUpdate = benefitInput.omit({ product_guid: true });
export type BenefitUpdate = z.infer<typeof benefitUpdate>;

/** A product with its premiums and benefits (GET /api/products/:id). */
export const productDetail = product.extend({
  premiums: z.array(productPremium),
  benefits: z.array(benefit),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productMetadata = z.object({
  types: z.array(z.string()),
  cover_types: z.array(z.string()),
  granularities: z.array(z.string()),
  cardinalities: z.array(z.string()),
  payment_methods: z.array(z.string()),
  benefit_types: z.array(z.string()),
});
export const productPremiumMetadata = z.object({ granularities: z.array(z.string()), min_quantity: z.number() });

/** GET /api/policies/:id/premium_rate: the policy's premium and the benefit it buys under its product. */
export const premiumRate = z.object({
  policy_guid: guid,
  product_guid: guid,
  product_code: z.string(),
  premium_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  benefit_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  benefit_basis: z.enum(['premium', 'fixed_indemnity']),
  currency_code: z.string().nullable(),
  benefits: z.array(benefit),
});
