import { z } from 'zod';
import { guid, isoDate, MONEY_MAX_CENTS } from '../common/ids.ts';

export const QUOTATION_STATUSES = ['open', 'purchased'] as const;

/** A priced offer for a customer and product before purchase (SPEC §3 Quotation). */
export const quotation = z.object({
  guid,
  customer_guid: guid,
  product_guid: guid,
  policy_guid: guid.nullable(),
  start_date: isoDate,
  premium_cents: z.number().int().max(MONEY_MAX_CENTS),
  granularity: z.string(),
  /** What the customer receives per granularity, computed by the benefit rule (SPEC §9). */
  benefit_cents: z.number().int().max(MONEY_MAX_CENTS),
  status: z.enum(QUOTATION_STATUSES),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Quotation = z.infer<typeof quotation>;

export const quotationInput = z.object({
  customer_guid: guid,
  product_guid: guid,
  start_date: isoDate,
  premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS),
});
export type QuotationInput = z.infer<typeof quotationInput>;

/** change_quotation: re-price an open quotation. */
export const changeQuotationInput = z.object({
  quotation_guid: guid,
  product_guid: guid.optional(),
  start_date: isoDate.optional(),
  premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS).optional(),
});
/** update_quotation: a new premium choice for a pending policy (a new quotation is written and applied). */
export const updateQuotationInput = z.object({
  policy_guid: guid,
  premium_cents: z.number().int().min(1).max(MONEY_MAX_CENTS),
});

export const quotationEventQuery = z.object({ customer_guid: guid, policy_guid: guid, event_date: isoDate });
/** Whether a policy covers an event on a date, and what it would pay. */
export const quotationEvent = z.object({
  customer_guid: guid,
  policy_guid: guid,
  event_date: isoDate,
  covered: z.boolean(),
  /** not_started, waiting_period, not_in_force, expired, cancelled, not_paid_up, or null when covered. */
  reason: z.string().nullable(),
  waiting_period_ends: isoDate,
  benefit_cents: z.number().int().max(MONEY_MAX_CENTS),
});
