import { defineRoutes } from '../common/route.ts';
import { dashboardSummary } from './dashboard.schemas.ts';

export const dashboardRoutes = defineRoutes({
  summary: {
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: "Counts for the selected partner's landing page",
    scope: 'partner',
    permission: 'dashboard.read',
    response: dashboardSummary,
  },
});
