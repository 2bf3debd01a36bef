import type { DashboardWork } from '@coverdesk/contract';
import type { Database } from '../../platform/db/client.ts';
import { dashboardWorkRepository as repo } from './dashboard.repository.ts';

/** Days of payments the finance chart shows. */
export const PAYMENT_TREND_DAYS = 14;

export const dashboardService = (database: Database) => ({
  /** Every role's work queues for the partner, in one scoped read. */
  work: (partner: string): Promise<DashboardWork> =>
    database.scoped([partner], async (tx) => {
      const c = await repo.counts(tx, partner);
      const payments_by_day = await repo.paymentsByDay(tx, partner, PAYMENT_TREND_DAYS);
      const recent_customers = await repo.recentCustomers(tx, partner, 5);
      return {
        agent: { callbacks_due: c.callbacks_due, recent_customers },
        assessor: {
          decision_pending: c.decision_pending,
          approved_pending: c.approved_pending,
          open: c.open,
          decision_pending_by_age: {
            under_2_days: c.under_2_days,
            days_2_to_7: c.days_2_to_7,
            days_7_to_30: c.days_7_to_30,
            over_30_days: c.over_30_days,
          },
        },
        finance: {
          payable_claims: c.payable_claims,
          failed_payouts: c.failed_payouts,
          payments_today: c.payments_today,
          payments_today_cents: c.payments_today_cents,
          payments_by_day,
        },
        admin: { users: c.users, failed_imports: c.failed_imports },
      };
    }),
});
