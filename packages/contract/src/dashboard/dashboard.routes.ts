import { defineRoutes } from '../common/route.ts';
import { dashboardSummary, dashboardWork } from './dashboard.schemas.ts';

export const dashboardRoutes = defineRoutes({
  summary: {
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: "Counts for the selected partner's landing page",
    scope: 'partner',
    permission: 'dashboard.read',
    response: dashboardSummary,
  },
  work: {
    method: 'GET',
    path: '/api/dashboard/work',
    summary:
      "The selected partner's work queues per role (callbacks, claims by age, payouts, payments, users, imports)",
    scope: 'partner',
    permission: 'dashboard.read',
    response: dashboardWork,
  },
});
