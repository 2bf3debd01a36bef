import { z } from 'zod';
import type { ClaimType } from '../claims/claim.schemas.ts';
import { MISSING_PAYMENT_MIN_AMOUNT } from '../common/constants.ts';
import { emailAddress, MONEY_MAX_CENTS } from '../common/ids.ts';
import { PAYMENT_MAX_AMOUNT_CEILING, PAYMENT_MAX_AMOUNT_DEFAULT } from '../common/money.ts';
import { SMS_DEFAULT_MAX_SEGMENTS } from '../sms/sms-segments.ts';

/**
 * A partner's settings: four documents (config, claim config, group config, email config), each validated here and
 * filled with these defaults when a field was never set. `PUT` replaces a whole document (missing fields get their
 * defaults back); every change is audited before → after.
 *
 * config (`/api/partners_config`):
 * - `claims_mode`: `simple` (one claim per event, the usual shape) or `complex` (claims under
 *   `/api/claims/complex`: benefit usages, expenses, facilities, pre-authorisations). SPEC §6 says some partners
 *   get a different claims shape: this is that setting, per partner, never a hard-coded list.
 * - `minimum_missing_payment_amount`: the amount a manually recorded ("missing") payment must exceed, in whole
 *   units of the partner's currency (KES, XOF — not cents). SPEC §5/§9: greater than 100; a partner may raise it,
 *   never lower it below 100.
 * - `maximum_payment_amount`: the most one payment (or premium, claim, payout, file row…) may be, in whole units of the
 *   partner's currency (default 20,000,000): THE bound of the contract's money rule (`common/money.ts`) on every path.
 * - `currency_display`: how amounts show: `code` ("KES 1,250.00"), `symbol` ("KSh 1,250.00") or `name`;
 *   `show_minor_units`: whether cents are shown (false for currencies without them, such as XOF).
 * - `sms_rate_per_second`: how fast this partner's SMS batches are handed to the gateway (messages per second).
 * - `sms_max_segments`: the longest SMS, in segments (SPEC §5 "maximum characters exceeded" beyond it).
 *
 * claim config (`/api/partners_config_claim`):
 * - `max_days_after_discharge_or_death`: a claim must be made within this many days of the discharge or death date
 *   (POST /api/claims may pass `ignore_max_days_allowed_after_discharge_or_death` to override, audited).
 * - `document_deadline_days`: days after a claim is received for its documents to arrive; past it the claim expires
 *   (status `expired`, SPEC §4) until reinstated with revert_expired.
 * - `required_documents`: per claim type, the document types that must be received before a decision.
 * - `four_eyes_payment`: the user who approved a claim may not pay it.
 * - `high_risk_amount_cents`: claims at or above this amount are flagged high risk (0 = never).
 *
 * group config (`/api/partners_config_group`): whether group schemes are offered, the member limits of a group
 * (min ≤ max), whether temporary members may be added and for how many days they stay temporary.
 *
 * email config (`/api/partners_config/email`): the email client (see `GET /api/email-client-definitions`), the
 * sender name and address, the recipients of back-office notifications, and which events send one.
 */

export const CLAIMS_MODES = ['simple', 'complex'] as const;
/** Document types a claim can require (SPEC §3 names Birth Certificate, National Identity and Other). */
export const CLAIM_DOCUMENT_TYPES = [
  'birth_certificate',
  'national_identity',
  'death_certificate',
  'discharge_summary',
  'medical_report',
  'police_report',
  'receipt',
  'other',
] as const;

export const partnerConfig = z.object({
  claims_mode: z.enum(CLAIMS_MODES).default('simple'),
  minimum_missing_payment_amount: z
    .number()
    .int()
    .min(MISSING_PAYMENT_MIN_AMOUNT)
    .max(100_000_000)
    .default(MISSING_PAYMENT_MIN_AMOUNT),
  maximum_payment_amount: z.number().int().min(1).max(PAYMENT_MAX_AMOUNT_CEILING).default(PAYMENT_MAX_AMOUNT_DEFAULT),
  currency_display: z.enum(['code', 'symbol', 'name']).default('code'),
  show_minor_units: z.boolean().default(true),
  sms_rate_per_second: z.number().int().min(1).max(10_000).default(500),
  sms_max_segments: z.number().int().min(1).max(10).default(SMS_DEFAULT_MAX_SEGMENTS),
  /** Debit orders: a collection with no failure reported this many days after its due date is taken as paid. */
  debit_order_assume_paid_days: z.number().int().min(1).max(30).default(5),
  /** Debit orders: a failure worth a retry (unpaid code 02) is sent again this many days later (next business day). */
  debit_order_retry_days: z.number().int().min(1).max(28).default(3),
});
export type PartnerConfig = z.infer<typeof partnerConfig>;

const documentList = z.array(z.enum(CLAIM_DOCUMENT_TYPES)).max(CLAIM_DOCUMENT_TYPES.length);

export const DEFAULT_REQUIRED_DOCUMENTS: Record<ClaimType, (typeof CLAIM_DOCUMENT_TYPES)[number][]> = {
  hospital: ['national_identity', 'discharge_summary'],
  death: ['national_identity', 'death_certificate'],
  accident: ['national_identity', 'medical_report', 'police_report'],
  reimbursement: ['national_identity', 'receipt'],
};

export const partnerClaimConfig = z.object({
  max_days_after_discharge_or_death: z.number().int().min(1).max(3650).default(90),
  document_deadline_days: z.number().int().min(1).max(365).default(30),
  required_documents: z
    .object({
      hospital: documentList.default(DEFAULT_REQUIRED_DOCUMENTS.hospital),
      death: documentList.default(DEFAULT_REQUIRED_DOCUMENTS.death),
      accident: documentList.default(DEFAULT_REQUIRED_DOCUMENTS.accident),
      reimbursement: documentList.default(DEFAULT_REQUIRED_DOCUMENTS.reimbursement),
    })
    .strict()
    .default(DEFAULT_REQUIRED_DOCUMENTS),
  four_eyes_payment: z.boolean().default(true),
  high_risk_amount_cents: z.number().int().min(0).max(MONEY_MAX_CENTS).default(0),
});
export type PartnerClaimConfig = z.infer<typeof partnerClaimConfig>;

export const partnerGroupConfig = z
  .object({
    group_schemes_enabled: z.boolean().default(false),
    min_members: z.number().int().min(1).max(100_000).default(5),
    max_members: z.number().int().min(1).max(100_000).default(500),
    temporary_members_enabled: z.boolean().default(true),
    temporary_member_days: z.number().int().min(1).max(365).default(30),
  })
  .refine((g) => g.min_members <= g.max_members, { path: ['min_members'], message: 'min_above_max' });
export type PartnerGroupConfig = z.infer<typeof partnerGroupConfig>;

export const EMAIL_CLIENTS = ['outbox', 'smtp'] as const;
export const EMAIL_EVENTS = [
  'claim_submitted',
  'claim_decided',
  'claim_paid',
  'claim_expired',
  'policy_purchased',
  'policy_cancelled',
  'payment_failed',
] as const;

export const partnerEmailConfig = z
  .object({
    client: z.enum(EMAIL_CLIENTS).default('outbox'),
    sender_name: z.string().max(100).nullable().default(null),
    sender_address: emailAddress.nullable().default(null),
    recipients: z.array(emailAddress).max(50).default([]),
    events: z
      .object(
        Object.fromEntries(EMAIL_EVENTS.map((e) => [e, z.boolean().default(true)])) as Record<
          (typeof EMAIL_EVENTS)[number],
          z.ZodDefault<z.ZodBoolean>
        >,
      )
      .strict()
      .default(Object.fromEntries(EMAIL_EVENTS.map((e) => [e, true])) as Record<(typeof EMAIL_EVENTS)[number], true>),
  })
  .refine((c) => c.client !== 'smtp' || c.sender_address, { path: ['sender_address'], message: 'required' });
export type PartnerEmailConfig = z.infer<typeof partnerEmailConfig>;

/** What `GET /api/email-client-definitions` lists: the clients a partner may choose. */
export const emailClientDefinition = z.object({
  code: z.enum(EMAIL_CLIENTS),
  name: z.string(),
  description: z.string(),
  /** False when this server cannot use the client (SMTP without `SMTP_URL`): choosing it is refused. */
  available: z.boolean(),
});
export type EmailClientDefinition = z.infer<typeof emailClientDefinition>;
