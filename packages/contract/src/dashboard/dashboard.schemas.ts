import { z } from 'zod';

/** Claims that still need work (SPEC §4): everything but closed and expired. */
export const OPEN_CLAIM_STATUSES = ['decision_pending', 'approved_pending', 'open', 'payable'] as const;

/** The landing page's figures for the selected partner. */
export const dashboardSummary = z.object({
  customers: z.number().int(),
  policies: z.number().int(),
  active_policies: z.number().int(),
  open_claims: z.number().int(),
  /** Succeeded payments effected since the first day of the current month (UTC). */
  payments_this_month: z.number().int(),
  payments_this_month_cents: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
