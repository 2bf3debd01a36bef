import { z } from 'zod';
import { INT4_MAX, MONEY_MAX_CENTS } from '../common/ids.ts';

/** Claims that still need work (SPEC §4): everything but closed and expired. */
export const OPEN_CLAIM_STATUSES = ['decision_pending', 'approved_pending', 'open', 'payable'] as const;

/** The landing page's figures for the selected partner. */
export const dashboardSummary = z.object({
  customers: z.number().int().max(INT4_MAX),
  policies: z.number().int().max(INT4_MAX),
  active_policies: z.number().int().max(INT4_MAX),
  open_claims: z.number().int().max(INT4_MAX),
  /** Succeeded payments effected since the first day of the current month (UTC). */
  payments_this_month: z.number().int().max(INT4_MAX),
  payments_this_month_cents: z.number().int().max(MONEY_MAX_CENTS),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
