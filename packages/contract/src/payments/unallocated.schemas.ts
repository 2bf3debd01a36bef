import { z } from 'zod';
import { guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/**
 * Unallocated money (the suspense account): money that arrived from a file, a gateway or a bank answer for a policy it
 * cannot be applied to (no policy has the number given, or the policy is out of cover). One entry per MNO reference
 * of the partner however often the file comes again. `unallocated` until a finance officer matches it to a policy
 * (`matched`: a payment is recorded on that policy through the payment rule) or marks it for refund (`refund`).
 */
export const UNALLOCATED_STATUSES = ['unallocated', 'matched', 'refund'] as const;
export type UnallocatedStatus = (typeof UNALLOCATED_STATUSES)[number];

export const unallocatedMoney = z.object({
  guid,
  mno_reference: z.string(),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  currency: z.string(),
  effected_date: isoDate,
  payer_msisdn: z.string().nullable(),
  payer_name: z.string().nullable(),
  /** The policy number the source gave (the wrong or ended one). */
  policy_number: z.string().nullable(),
  /** Why it was not applied: the message key and its text in the caller's language. */
  reason_code: z.string(),
  reason: z.string(),
  /** Where it came from: the import kind (e.g. `bulk_payments`), its batch and line. */
  source: z.string(),
  batch_guid: guid.nullable(),
  line: z.number().int().max(INT4_MAX).nullable(),
  status: z.enum(UNALLOCATED_STATUSES),
  /** Matched: the policy and the payment recorded on it. */
  policy_guid: guid.nullable(),
  matched_policy_number: z.string().nullable(),
  payment_guid: guid.nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
});
export type UnallocatedMoney = z.infer<typeof unallocatedMoney>;

/** The list: newest first; `status` (default all) and `q` (reference, phone number, name or policy number given). */
export const unallocatedQuery = pageQuery.extend({
  status: z.enum(UNALLOCATED_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

/** A policy the entry may belong to: a customer whose phone number or name matches the payer's. */
export const unallocatedSuggestion = z.object({
  policy_guid: guid,
  policy_number: z.string(),
  status: z.string(),
  customer_guid: guid,
  customer_name: z.string(),
  msisdn: z.string(),
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  /** What matched: the phone number, the name, or both. */
  matched_by: z.array(z.enum(['phone', 'name'])),
  /** Whether the money can be applied to it (in cover, bought on or before the payment's date). */
  payable: z.boolean(),
});
export type UnallocatedSuggestion = z.infer<typeof unallocatedSuggestion>;

export const matchUnallocatedInput = z.object({ policy_guid: guid, note: z.string().trim().max(500).optional() });
export type MatchUnallocatedInput = z.infer<typeof matchUnallocatedInput>;

export const refundUnallocatedInput = z.object({ reason: requiredText(500) });
export type RefundUnallocatedInput = z.infer<typeof refundUnallocatedInput>;
