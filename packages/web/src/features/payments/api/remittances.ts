import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { remittancesRoutes } from '../../../lib/routes.ts';

/** GET /api/remittances (paged): each remittance against what was collected over its period. */
export function useRemittances(page: number, size: number) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'remittances', partner, page, size],
    queryFn: () => call(remittancesRoutes.list, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
