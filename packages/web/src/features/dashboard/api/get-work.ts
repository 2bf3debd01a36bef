import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { dashboardRoutes } from '../../../lib/routes.ts';

/** GET /api/dashboard/work?partner=: each role's work queues for the selected partner. */
export function useDashboardWork() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [dashboardRoutes.work.path, partner],
    queryFn: () => call(dashboardRoutes.work),
    enabled: Boolean(partner),
  });
}
