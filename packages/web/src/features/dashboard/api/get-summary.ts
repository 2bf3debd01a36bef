import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { dashboardRoutes } from '../../../lib/routes.ts';

/** GET /api/dashboard/summary?partner=: counts for the selected partner. */
export function useDashboardSummary() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [dashboardRoutes.summary.path, partner],
    queryFn: () => call(dashboardRoutes.summary),
    enabled: Boolean(partner),
  });
}
