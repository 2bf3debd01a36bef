import { z } from 'zod';
import { guid, isoDate, MONEY_MAX_CENTS } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';

/**
 * Cashback (SPEC §3 "cashback (id)", §4 "marked paid or unpaid"): what a product's cashback benefit returns for a
 * claim-free period. Rule (decided, README): a policy of a product with a `cashback_indemnity` benefit earns, for each
 * full `CASHBACK_PERIOD_MONTHS` months since its start date during which no claim was made on it, the benefit's
 * `amount_benefit` plus `cashback_percentage` % of the premiums paid for it in that period. A scheduled job computes
 * it once per policy, benefit and period; it starts `unpaid` and is marked paid (or back to unpaid) by finance.
 */
export const CASHBACK_PERIOD_MONTHS = 12;
export const CASHBACK_STATUSES = ['unpaid', 'paid'] as const;

export const cashback = z.object({
  /** SPEC names it `id`; it is the row's guid. */
  id: guid,
  guid,
  policy_guid: guid,
  policy_number: z.string(),
  customer_guid: guid,
  customer_name: z.string(),
  benefit_guid: guid,
  benefit_name: z.string(),
  period_start: isoDate,
  period_end: isoDate,
  premiums_paid_cents: z.number().int().max(MONEY_MAX_CENTS),
  amount_cents: z.number().int().max(MONEY_MAX_CENTS),
  status: z.enum(CASHBACK_STATUSES),
  paid_at: z.string().nullable(),
  paid_by: z.string().nullable(),
  created_at: z.string(),
});
export type Cashback = z.infer<typeof cashback>;

/** GET /api/cashback: the partner comes as `partnerGuid` (SPEC §7). */
export const cashbackQuery = pageQuery.extend({
  partnerGuid: guid.optional(),
  status: z.enum(CASHBACK_STATUSES).optional(),
  policy_guid: guid.optional(),
});
export const cashbackMarkQuery = z.object({ id: guid, partnerGuid: guid.optional() });
