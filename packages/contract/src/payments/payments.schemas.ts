import { z } from 'zod';
import { guid, INT4_MAX, isoDate, MONEY_MAX_CENTS, requiredText } from '../common/ids.ts';
import { centsTotal } from '../common/money.ts';
import { pageQuery } from '../common/paging.ts';
import { premium } from './premiums.schemas.ts';

/** succeeded, pending, failed, reversed (SPEC §3 Payment). */
export const PAYMENT_STATUSES = ['succeeded', 'pending', 'failed', 'reversed'] as const;
/** normal or bundle (SPEC §4); `refund` is money paid back to the customer on a cancellation (never a premium). */
export const PAYMENT_TYPES = ['normal', 'bundle', 'refund'] as const;

export const payment = z.object({
  guid,
  partner_guid: guid,
  policy_guid: guid,
  customer_guid: guid,
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  effected_at: z.string(),
  mno_reference: z.string(),
  status: z.string(),
  mno_status: z.string().nullable(),
  mno_message: z.string().nullable(),
  payment_type: z.string(),
  channel: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/**
 * A missing payment entered by an agent (SPEC §5): a premium the customer paid through the operator that never
 * reached us. `amount_cents` must be more than the partner's minimum (100 currency units unless configured).
 */
export const missingPaymentInput = z.object({
  policy_guid: guid,
  amount_cents: z.number().int().min(1).max(MONEY_MAX_CENTS),
  effected_date: isoDate,
  mno_reference: requiredText(100),
});
export type MissingPaymentInput = z.infer<typeof missingPaymentInput>;

export const paymentsByPolicyQuery = pageQuery.extend({ policy_guid: guid });
export const paymentsPageQuery = pageQuery;

/** The dashboard's date range (effected dates, both included); without it, every payment. `to` is not before `from`. */
export const paymentStatusQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'date_range_order', path: ['to'] });

export const paymentStatusSummary = z.object({
  partner_guid: guid,
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  /** Per day and status, for the chart (days without payments are absent). */
  by_day: z.array(
    z.object({
      day: isoDate,
      status: z.string(),
      count: z.number().int().max(INT4_MAX),
      /** A decimal string (`centsTotal`): exact however many payments it adds up. */
      amount_cents: centsTotal,
    }),
  ),
  items: z.array(
    z.object({
      status: z.string(),
      count: z.number().int().max(INT4_MAX),
      /** A decimal string (`centsTotal`): exact however many payments it adds up. */
      amount_cents: centsTotal,
    }),
  ),
  total_count: z.number().int().max(INT4_MAX),
  total_amount_cents: centsTotal,
});

/** A customer's premiums found by phone number: each policy's premium and what was paid. */
export const customerPremiums = z.object({
  customer_guid: guid,
  msisdn: z.string(),
  policies: z.array(
    z.object({
      policy_guid: guid,
      policy_number: z.string(),
      status: z.string(),
      premium_cents: z.number().int().max(MONEY_MAX_CENTS),
      granularity: z.string(),
      paid_cents: z.number().int().max(MONEY_MAX_CENTS),
      paid_until: isoDate,
    }),
  ),
  payments: z.array(payment),
  /** The premiums recorded by hand for these policies (newest first), each with its benefit. */
  premiums: z.array(premium),
});

/**
 * A correction of a payment (SPEC §7 `PUT payments/{guid}`): its status and the operator's status and message, with
 * the reason (required, kept in the audit trail). A change to or from `succeeded` changes what the policy has paid.
 */
export const paymentCorrectionInput = z.object({
  status: z.enum(PAYMENT_STATUSES),
  mno_status: z.string().trim().max(100).nullable().optional(),
  mno_message: z.string().trim().max(500).nullable().optional(),
  reason: requiredText(500),
});
export type PaymentCorrectionInput = z.infer<typeof paymentCorrectionInput>;
