import { z } from 'zod';
import { guid, isoDate, MONEY_MAX_CENTS, optionalText, requiredText } from '../common/ids.ts';
import { bodyPage, bodySize, pageQuery } from '../common/paging.ts';
import { payment } from '../payments/payments.schemas.ts';

/** Policy statuses; the allowed transitions are the server's `policy-lifecycle.ts`. */
export const POLICY_STATUSES = ['pending', 'active', 'lapsed', 'suspended', 'cancelled', 'expired'] as const;
export const policyStatus = z.enum(POLICY_STATUSES);
export type PolicyStatus = z.infer<typeof policyStatus>;

/** AML actions on policies (SPEC §4). */
export const AML_ACTIONS = ['flagged', 'rejected', 'approved'] as const;
export const amlAction = z.enum(AML_ACTIONS);

export const NOTE_TYPE_DEFAULT = 'General';
export const PURCHASE_CHANNEL = 'WebClient';

/** Who receives the benefit on the principal's death. */
export const policyBeneficiaryInput = z.object({
  name: requiredText(200),
  msisdn: optionalText(20),
  national_id: optionalText(50),
  relationship: optionalText(50),
});
export const policyBeneficiary = z.object({
  name: z.string(),
  msisdn: z.string().nullable().optional(),
  national_id: z.string().nullable().optional(),
  relationship: z.string().nullable().optional(),
});

export const policy = z.object({
  guid,
  partner_guid: guid,
  policy_number: z.string(),
  customer_guid: guid,
  product_guid: guid,
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  start_date: isoDate,
  valid_until: isoDate.nullable(),
  status: policyStatus,
  beneficiary: policyBeneficiary.nullable(),
  /** aml_flagged, aml_action, aml_reason, aml_by, aml_at, branch, cancel_reason, refund_cents… */
  additional_details: z.record(z.string(), z.unknown()),
  purchased_at: z.string(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof policy>;

/** A policy in a list: with its customer's and product's names, so the list links to both. */
export const policyListItem = policy.extend({
  customer_name: z.string().nullable(),
  product_name: z.string().nullable(),
});
export type PolicyListItem = z.infer<typeof policyListItem>;

/** The premium choice: one of the product's premiums, in cents per the product's granularity. */
const premiumChoice = { premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS) };

export const buyInput = z.object({
  customer_guid: guid,
  product_guid: guid,
  start_date: isoDate,
  ...premiumChoice,
  valid_until: isoDate.nullish(),
  channel: z.literal(PURCHASE_CHANNEL).default(PURCHASE_CHANNEL),
  beneficiary: policyBeneficiaryInput.nullish(),
  branch: optionalText(100),
});
export type BuyInput = z.infer<typeof buyInput>;

export const complexPurchaseInput = z.object({
  quotation_guid: guid,
  valid_until: isoDate.nullish(),
  beneficiary: policyBeneficiaryInput.nullish(),
  branch: optionalText(100),
});
export type ComplexPurchaseInput = z.infer<typeof complexPurchaseInput>;

/** What may change on a policy: the beneficiary at any time while in force; premium and start date while pending. */
export const policyUpdate = z.object({
  beneficiary: policyBeneficiaryInput.nullish(),
  premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS).optional(),
  start_date: isoDate.optional(),
  valid_until: isoDate.nullish(),
  reason: optionalText(500),
});
export type PolicyUpdate = z.infer<typeof policyUpdate>;

export const cancelQuery = z.object({ reason: requiredText(500) });
export const cancelByPolicyQuery = z.object({ policy_guid: guid, reason: requiredText(500) });
export const cancellation = policy.extend({
  refund_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** cool_off_full: cancelled inside the cool-off window; unused_periods: after it. */
  refund_rule: z.enum(['cool_off_full', 'unused_periods']),
  refund_payment_guid: guid.nullable(),
});

export const noteInput = z.object({
  policy_guid: guid,
  note: requiredText(2000),
  note_type: optionalText(50).transform((v) => v ?? NOTE_TYPE_DEFAULT),
});
export const note = z.object({
  guid,
  policy_guid: guid,
  note_type: z.string(),
  note: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

export const policyBeneficiaryUpdate = z.object({ policy_guid: guid, beneficiary: policyBeneficiaryInput });

/** AML action (PUT api/policies/complex): who acts comes from the token; why is required. */
export const amlActionInput = z.object({
  policy_guid: guid,
  additional_details: z.object({ aml_action: amlAction }),
  reason: requiredText(500),
});

/** POST api/policies/complex/filter: policies whose additional_details match (e.g. the AML-flagged list). */
export const filterInput = z.object({
  additional_details: z.object({ aml_flagged: z.boolean().optional(), aml_action: amlAction.optional() }).default({}),
  status: policyStatus.optional(),
  page: bodyPage(),
  size: bodySize(),
});

export const statusQuery = pageQuery.extend({
  status: policyStatus.optional(),
  branch: z.string().max(100).optional(),
});
export const byPolicyGuidQuery = z.object({ policy_guid: guid });
export const byCustomerQuery = z.object({ customer_guid: guid });
export const byPolicyNumberQuery = z.object({ policy_number: requiredText(50) });
export const byNationalIdQuery = z.object({ national_id: requiredText(50) });

export const policyPremiums = z.object({
  policy_guid: guid,
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  paid_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** Periods the premiums paid cover (paid ÷ premium): beyond int4 for an overpaid policy, still a JSON-safe integer. */
  periods_paid: z.number().int().min(0).max(MONEY_MAX_CENTS),
  /** The first day not covered by premiums paid. */
  paid_until: isoDate,
  payments: z.array(payment),
});

/**
 * Policies covering the person with a national id, with who they are: the principal (a customer, `relationship`
 * 'principal', `dependant_guid` null) or a dependant of a customer (their relationship; the principal's policies).
 */
export const policiesByNationalId = z.array(
  z.object({
    customer_guid: guid,
    dependant_guid: guid.nullable(),
    relationship: z.string(),
    full_name: z.string(),
    national_id: z.string(),
    policies: z.array(policy),
  }),
);

export const historyEvent = z.object({
  guid,
  action: z.string(),
  actor_username: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
