import { z } from 'zod';
import {
  cents,
  guid,
  INT4_MAX,
  isoDate,
  isoDateTime,
  MONEY_MAX_CENTS,
  optionalText,
  requiredText,
} from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';
import { RELATIONSHIPS } from '../customers/dependants.schemas.ts';
import { claimDocument } from './claim-documents.schemas.ts';
import { CLAIM_ACTIONS, CLAIM_STATUSES } from './claim-transitions.ts';

/** A text in an edit: absent leaves it unchanged, null or empty clears it. */
export const editText = (max = 200) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Claim types (SPEC §3 Claim): each needs its own fields (SPEC §5). */
export const CLAIM_TYPES = ['hospital', 'death', 'accident', 'reimbursement'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** The person affected: the principal or one of the dependant relations of SPEC §3 Dependant. */
export const CLAIM_RELATIONS = RELATIONSHIPS;
export type ClaimRelation = (typeof CLAIM_RELATIONS)[number];

/** Relations for which a valid birth certificate is required (the person affected is a child of the family). */
export const BIRTH_CERTIFICATE_RELATIONS: readonly ClaimRelation[] = [
  'Child',
  'Son',
  'Daughter',
  'Wider child',
  'Grandchild',
];

/** How the claim documents reached the partner. */
export const DOCUMENT_CHANNELS = ['whatsapp', 'email', 'branch', 'agent', 'web_upload', 'post'] as const;
/** How the claim was verified. */
export const CLAIM_VERIFICATIONS = ['phone_call', 'hospital_confirmation', 'document_review', 'field_visit'] as const;
/** The payout state of a payable claim. */
export const CLAIM_PAYMENT_STATUSES = ['pending', 'failed', 'succeeded', 'paid_manually'] as const;
/** What was decided on a claim. */
export const CLAIM_DECISIONS = ['approved', 'rejected', 'rejection_confirmed', 'exgratia', 'discarded'] as const;

/** Why a claim pays nothing (the summary step shows them). */
export const ZERO_BENEFIT_REASONS = [
  'waiting_period',
  'cool_off',
  'policy_not_active',
  'max_days_exceeded',
  'below_min_hospital_days',
] as const;
export type ZeroBenefitReason = (typeof ZERO_BENEFIT_REASONS)[number];

const common = {
  customer_guid: guid,
  policy_guid: guid,
  /** A dependant of the customer, when the person affected is not the principal. */
  dependant_guid: guid.nullish(),
  person_affected: requiredText(200),
  relation: z.enum(CLAIM_RELATIONS),
  person_affected_dob: isoDate,
  document_channel: z.enum(DOCUMENT_CHANNELS),
  verification: z.enum(CLAIM_VERIFICATIONS),
  documentation_received_at: isoDateTime,
  birth_certificate_valid: z.boolean().nullish(),
  /** The total amount claimed, in cents. */
  claim_amount_cents: cents,
  comment: optionalText(2000),
  high_risk: z.boolean().optional(),
  preauthorization_guid: guid.nullish(),
  /** Only holders of claims.decide may set it (403 otherwise). */
  ignore_max_days_allowed_after_discharge_or_death: z.boolean().optional(),
  /** Claims entered in the back-office never come from USSD. */
  ussd_initiated: z.literal(false).optional(),
};

export const hospitalClaimInput = z.object({
  ...common,
  type: z.literal('hospital'),
  hospital_admission_date: isoDate,
  hospital_discharge_date: isoDate,
  hospital_name: requiredText(200),
  /** A hospital of the partner's panel (`GET /api/claim_hospitals`); the name may also be typed freely. */
  hospital_guid: guid.nullish(),
  hospitalization_reason: requiredText(500),
  condition: requiredText(200),
  is_accident: z.boolean(),
});
export const deathClaimInput = z.object({
  ...common,
  type: z.literal('death'),
  death_date: isoDate,
  condition: optionalText(200),
  is_accident: z.boolean(),
});
export const accidentClaimInput = z.object({
  ...common,
  type: z.literal('accident'),
  event_date: isoDate,
  condition: optionalText(200),
});
export const reimbursementClaimInput = z.object({
  ...common,
  type: z.literal('reimbursement'),
  event_date: isoDate,
  start_date: isoDate,
  end_date: isoDate,
  condition: requiredText(200),
  is_accident: z.boolean(),
});

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The claim entry form (SPEC §5), discriminated by type; shared by the web form and the server. Every date of what is
 * claimed (admission, discharge, death, event, treatment period) must have happened: a date after today is refused.
 */
export const claimInput = z
  .discriminatedUnion('type', [hospitalClaimInput, deathClaimInput, accidentClaimInput, reimbursementClaimInput])
  .superRefine((v, ctx) => {
    const today = todayIso();
    if (v.person_affected_dob > today)
      ctx.addIssue({ code: 'custom', path: ['person_affected_dob'], message: 'date_in_future' });
    if (v.relation !== 'Principal' && !v.dependant_guid)
      ctx.addIssue({ code: 'custom', path: ['dependant_guid'], message: 'required' });
    if (BIRTH_CERTIFICATE_RELATIONS.includes(v.relation) && v.birth_certificate_valid !== true)
      ctx.addIssue({ code: 'custom', path: ['birth_certificate_valid'], message: 'birth_certificate_invalid' });
    if (v.type === 'hospital') {
      if (v.hospital_discharge_date < v.hospital_admission_date)
        ctx.addIssue({ code: 'custom', path: ['hospital_discharge_date'], message: 'discharge_before_admission' });
      if (v.hospital_admission_date > today)
        ctx.addIssue({ code: 'custom', path: ['hospital_admission_date'], message: 'date_in_future' });
      // Nights are paid once they have happened: a planned stay is what a pre-authorisation is for.
      if (v.hospital_discharge_date > today)
        ctx.addIssue({ code: 'custom', path: ['hospital_discharge_date'], message: 'discharge_in_future' });
    }
    if (v.type === 'death' && v.death_date > today)
      ctx.addIssue({ code: 'custom', path: ['death_date'], message: 'date_in_future' });
    if ((v.type === 'accident' || v.type === 'reimbursement') && v.event_date > today)
      ctx.addIssue({ code: 'custom', path: ['event_date'], message: 'date_in_future' });
    if (v.type === 'reimbursement') {
      if (v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_before_start' });
      for (const f of ['start_date', 'end_date'] as const)
        if (v[f] > today) ctx.addIssue({ code: 'custom', path: [f], message: 'date_in_future' });
    }
  });
export type ClaimInput = z.infer<typeof claimInput>;

/**
 * Every field a claim can carry, optional: the edit call sends the changed ones with the version it read. The fields of
 * one claim type are null on the others (as the claim answers them), so a claim sent back as read is valid; a value
 * that differs from the claim's is checked again with `claimInput` for the claim's type.
 */
export const claimEdit = z.object({
  version: z.number().int().min(1).max(INT4_MAX),
  person_affected: requiredText(200).optional(),
  relation: z.enum(CLAIM_RELATIONS).optional(),
  dependant_guid: guid.nullish(),
  person_affected_dob: isoDate.optional(),
  document_channel: z.enum(DOCUMENT_CHANNELS).optional(),
  verification: z.enum(CLAIM_VERIFICATIONS).optional(),
  documentation_received_at: isoDateTime.optional(),
  birth_certificate_valid: z.boolean().nullish(),
  claim_amount_cents: cents.optional(),
  hospital_admission_date: isoDate.nullish(),
  hospital_discharge_date: isoDate.nullish(),
  hospital_name: requiredText(200).nullish(),
  hospital_guid: guid.nullish(),
  hospitalization_reason: requiredText(500).nullish(),
  condition: editText(200),
  is_accident: z.boolean().nullish(),
  death_date: isoDate.nullish(),
  event_date: isoDate.nullish(),
  start_date: isoDate.nullish(),
  end_date: isoDate.nullish(),
  comment: editText(2000),
  high_risk: z.boolean().optional(),
  /** Marks that every required document has arrived: an open claim moves on to the assessor. */
  documents_complete: z.literal(true).optional(),
  /**
   * SPEC §7 has no other call to act on a claim: a status other than the claim's runs the one state-machine action
   * leading there (`actionsLeadingTo`), with all its rules; `action` chooses when several do. Payouts are not run so.
   */
  status: z.enum(CLAIM_STATUSES).optional(),
  action: z.enum(CLAIM_ACTIONS).optional(),
  /** The reason the action needs (reject, discard, reverse decision…); `rejection_reason` is the SPEC §3 name. */
  reason: optionalText(1000),
  rejection_reason: optionalText(1000),
});
export type ClaimEdit = z.infer<typeof claimEdit>;

export const assessmentReason = z.object({ code: z.enum(ZERO_BENEFIT_REASONS), text: z.string() });

/** What the policy pays for a claim, and why it pays nothing when it does not. */
export const assessment = z.object({
  claim_guid: guid.nullable(),
  benefit_amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  payable: z.boolean(),
  reasons: z.array(assessmentReason),
  event_date: z.string(),
  nights: z.number().int().max(INT4_MAX).nullable(),
  paid_nights: z.number().int().max(INT4_MAX).nullable(),
  basis: z.enum(['hospital_daily', 'fixed_indemnity', 'variable', 'preauthorization']),
  preauthorization_guid: guid.nullable(),
  assessed_at: z.string(),
});
export type Assessment = z.infer<typeof assessment>;

export const claim = z.object({
  guid,
  partner_guid: guid,
  claim_reference: z.string(),
  customer_guid: guid,
  policy_guid: guid,
  type: z.string(),
  status: z.enum(CLAIM_STATUSES),
  decision: z.string().nullable(),
  received_at: z.string(),
  age_days: z.number().int().max(INT4_MAX),
  claim_amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  benefit_amount_cents: z.number().int().max(MONEY_MAX_CENTS).nullable(),
  editor_guid: z.string().nullable(),
  approved_by: z.string().nullable(),
  person_affected: z.string().nullable(),
  person_affected_dob: z.string().nullable(),
  relation: z.string().nullable(),
  dependant_guid: z.string().nullable(),
  hospital_admission_date: z.string().nullable(),
  hospital_discharge_date: z.string().nullable(),
  death_date: z.string().nullable(),
  event_date: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  hospitalization_reason: z.string().nullable(),
  hospital_name: z.string().nullable(),
  hospital_guid: z.string().nullable(),
  condition: z.string().nullable(),
  is_accident: z.boolean().nullable(),
  document_channel: z.string().nullable(),
  verification: z.string().nullable(),
  documentation_received_at: z.string().nullable(),
  documents_due_date: z.string().nullable(),
  birth_certificate_valid: z.boolean().nullable(),
  rejection_reason: z.string().nullable(),
  comment: z.string().nullable(),
  high_risk: z.boolean(),
  payment_status: z.string().nullable(),
  payment_failure_reason: z.string().nullable(),
  preauthorization_guid: z.string().nullable(),
  ussd_initiated: z.boolean(),
  ignore_max_days_allowed_after_discharge_or_death: z.boolean(),
  complex: z.boolean(),
  tag: z.string().nullable(),
  facility: z.string().nullable(),
  facility_code: z.string().nullable(),
  lawyer: z.record(z.string(), z.unknown()).nullable(),
  version: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Claim = z.infer<typeof claim>;

export const timelineEvent = z.object({
  guid,
  action: z.string(),
  actor_username: z.string().nullable(),
  actor_guid: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export const payoutTransaction = z.object({
  guid,
  claim_guid: guid,
  msisdn: z.string(),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  currency_code: z.string(),
  status: z.string(),
  failure_reason: z.string().nullable(),
  provider_reference: z.string().nullable(),
  retry_of_guid: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PayoutTransaction = z.infer<typeof payoutTransaction>;

/** Where and how a payout of the claim would go now (shown before a finance officer pays). */
export const payoutRecipient = z.object({
  msisdn: z.string(),
  channel: z.literal('mobile_money'),
  amount_cents: z.number().int(),
  currency_code: z.string(),
});
export type PayoutRecipient = z.infer<typeof payoutRecipient>;

/** The claim page: every field, the actions its status allows now, the audit timeline and the payouts. */
export const claimDetail = claim.extend({
  /** The records the claim is about, named so the page links to each (absent from older answers). */
  parties: z
    .object({
      policy_number: z.string(),
      customer_name: z.string(),
      product_guid: guid,
      product_name: z.string(),
    })
    .nullish(),
  /** Set while the claim can be paid (approved, payable): the number, channel and amount a payout would use. */
  payout_recipient: payoutRecipient.nullable(),
  allowed_actions: z.array(z.enum(CLAIM_ACTIONS)),
  timeline: z.array(timelineEvent),
  payouts: z.array(payoutTransaction),
  assessment: assessment.nullable(),
  /** The claim's documents (claim_doc_guid, type, fresh download URL). */
  documents: z.array(claimDocument),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

/** The body of every claim action: the version it was read at, and the reason where the action needs one. */
export const claimActionBody = z.object({
  version: z.number().int().min(1).max(INT4_MAX),
  reason: optionalText(1000),
  /** Reopen ex gratia: the amount granted (defaults to the assessed benefit, else the claimed amount). */
  amount_cents: cents.optional(),
  /** The mobile-money operator's reference (required to mark a failed payout succeeded). */
  provider_reference: optionalText(200),
});
export type ClaimActionBody = z.infer<typeof claimActionBody>;

export const claimQueueQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  type: z.enum(CLAIM_TYPES).optional(),
  /** Only the claims whose payout failed (finance's queue of failed payouts). */
  payment_status: z.enum(['failed']).optional(),
});

/** Claim search (SPEC §5): choose a criterion first; a reference needs at least 3 characters. */
export const claimSearchQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  status: z.enum(CLAIM_STATUSES).optional(),
  type: z.enum(CLAIM_TYPES).optional(),
  /** A claim guid, or part of a claim reference (at least 3 characters). */
  guid: z.string().trim().max(100).optional(),
});

export const claimSummary = z.object({
  open: z.number().int().max(INT4_MAX),
  payable: z.number().int().max(INT4_MAX),
  closed: z.number().int().max(INT4_MAX),
  processing: z.number().int().max(INT4_MAX),
  decision_pending: z.number().int().max(INT4_MAX),
  approved_pending: z.number().int().max(INT4_MAX),
  expired: z.number().int().max(INT4_MAX),
});

export const claimMetadata = z.object({
  types: z.array(z.string()),
  statuses: z.array(z.string()),
  relations: z.array(z.string()),
  document_channels: z.array(z.string()),
  verifications: z.array(z.string()),
  payment_statuses: z.array(z.string()),
  zero_benefit_reasons: z.array(z.string()),
  actions: z.array(z.string()),
  actions_by_status: z.record(z.string(), z.array(z.string())),
  birth_certificate_relations: z.array(z.string()),
});
