import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { reportsRoutes } from '../../../lib/routes.ts';

/** GET /api/dashboard/bi over a period for the selected partner. */
export function useBiDashboard(period: { startDate: string; endDate: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: ['/api/dashboard/bi', partner, period],
    queryFn: () => call(reportsRoutes.bi, { query: period }),
    enabled: Boolean(partner && period.startDate && period.endDate && period.startDate <= period.endDate),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/internal, refreshed every 10 seconds. */
export function useInternalDashboard() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: ['/api/dashboard/internal', partner],
    queryFn: () => call(reportsRoutes.internal),
    enabled: Boolean(partner),
    refetchInterval: 10_000,
  });
}
