import { z } from 'zod';
import { INT4_MAX } from '../common/ids.ts';
import { centsTotal } from '../common/money.ts';

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
  /** Their sum: a decimal string (`centsTotal`), exact however many payments it adds up. */
  payments_this_month_cents: centsTotal,
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

const n = () => z.number().int().min(0).max(INT4_MAX);

/** Claims awaiting a decision, counted by how long ago they were received. */
export const CLAIM_AGE_BUCKETS = ['under_2_days', 'days_2_to_7', 'days_7_to_30', 'over_30_days'] as const;
export type ClaimAgeBucket = (typeof CLAIM_AGE_BUCKETS)[number];

/**
 * The work each role has to do for the selected partner (issue 13): the web shows each part to the users whose
 * permissions act on it, every count opening its filtered list.
 */
export const dashboardWork = z.object({
  agent: z.object({
    /** Open claim callbacks: a customer waiting for a call back. */
    callbacks_due: n(),
    /** The customers registered most recently (at most 5). */
    recent_customers: z.array(
      z.object({
        guid: z.string(),
        full_name: z.string(),
        msisdn: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  assessor: z.object({
    decision_pending: n(),
    approved_pending: n(),
    open: n(),
    decision_pending_by_age: z.object(
      Object.fromEntries(CLAIM_AGE_BUCKETS.map((b) => [b, n()])) as {
        [K in ClaimAgeBucket]: ReturnType<typeof n>;
      },
    ),
  }),
  finance: z.object({
    payable_claims: n(),
    failed_payouts: n(),
    payments_today: n(),
    /** A decimal string (`centsTotal`): exact however many payments it adds up. */
    payments_today_cents: centsTotal,
    /** Succeeded payments per day over the last 14 days (UTC), every day present, oldest first. */
    payments_by_day: z.array(z.object({ day: z.string(), count: n(), amount_cents: centsTotal })),
  }),
  admin: z.object({
    /** Users who may work for the selected partner. */
    users: n(),
    /** Import batches (uploaded files of rows) that failed in the last 30 days. */
    failed_imports: n(),
  }),
});
export type DashboardWork = z.infer<typeof dashboardWork>;
