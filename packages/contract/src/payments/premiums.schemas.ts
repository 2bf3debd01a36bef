import { z } from 'zod';
import { guid, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { PAYMENT_METHODS } from '../products/products.constants.ts';

/**
 * A premium (SPEC §7 "premiums/…"): a premium the customer paid for a policy, recorded by an agent — the amount for
 * one period of the policy's granularity, the number of periods bought (`quantity`), the payment type of SPEC §4
 * (normal, or a bundle of voice or data) and the payment method. Recording it records its payment (so the policy's
 * standing follows); deleting it reverses that payment. `add_with_prerequisite` names an earlier premium of the same
 * policy this one builds on (a bundle needs the normal premium it rides on); a premium others build on is deleted last.
 */
export const PREMIUM_BUNDLE_KINDS = ['voice', 'data'] as const;
export const PREMIUM_PAYMENT_TYPES = ['normal', 'bundle'] as const;
export const PREMIUM_STATUSES = ['recorded', 'deleted'] as const;
/** How many periods one premium may buy. */
export const PREMIUM_QUANTITY_MAX = 1000;
/**
 * Per period: premium × quantity stays a money amount a JSON number holds; the partner's bound per payment (the money
 * rule, `common/money.ts`) is what refuses a premium too large, naming it.
 */
export const PREMIUM_AMOUNT_MAX_CENTS = Math.floor(MONEY_MAX_CENTS / PREMIUM_QUANTITY_MAX);

export const premium = z.object({
  guid,
  partner_guid: guid,
  policy_guid: guid,
  customer_guid: guid,
  payment_guid: guid,
  prerequisite_guid: guid.nullable(),
  amount_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  quantity: z.number().int().max(PREMIUM_QUANTITY_MAX),
  /** amount × quantity: what the payment recorded. */
  total_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  payment_type: z.string(),
  bundle_kind: z.string().nullable(),
  payment_method: z.string().nullable(),
  mno_reference: z.string(),
  effected_date: isoDate,
  status: z.string(),
  /** SPEC §9: the larger of premium × quantity and the product's fixed indemnity, per granularity. */
  benefit_in_cents: z.number().int().max(MONEY_MAX_CENTS),
  benefit_basis: z.enum(['premium', 'fixed_indemnity']),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Premium = z.infer<typeof premium>;

const base = {
  policy_guid: guid,
  amount_in_cents: z
    .number({ message: 'required' })
    .int()
    .min(1, { message: 'premium_amount_positive' })
    .max(PREMIUM_AMOUNT_MAX_CENTS),
  quantity: z.number().int().min(1).max(PREMIUM_QUANTITY_MAX).default(1),
  effected_date: isoDate,
  mno_reference: requiredText(100),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'invalid_value' }).nullable().optional(),
};

/** `PUT premiums/add_single_non_bundled`: one normal premium. */
export const singlePremiumInput = z.object(base).strict();
export type SinglePremiumInput = z.infer<typeof singlePremiumInput>;

/** `PUT premiums/add_with_prerequisite`: a premium (normal or a voice/data bundle) that builds on an earlier one. */
export const prerequisitePremiumInput = z
  .object({
    ...base,
    prerequisite_guid: guid,
    payment_type: z.enum(PREMIUM_PAYMENT_TYPES, { message: 'invalid_value' }),
    bundle_kind: z.enum(PREMIUM_BUNDLE_KINDS, { message: 'invalid_value' }).nullable().optional(),
  })
  .strict()
  .refine((v) => v.payment_type !== 'bundle' || Boolean(v.bundle_kind), {
    message: 'premium_bundle_kind_required',
    path: ['bundle_kind'],
  })
  .refine((v) => v.payment_type === 'bundle' || !v.bundle_kind, {
    message: 'premium_bundle_kind_only_bundle',
    path: ['bundle_kind'],
  });
export type PrerequisitePremiumInput = z.infer<typeof prerequisitePremiumInput>;

export const premiumsQuery = pageQuery.extend({ policy_guid: guid });
