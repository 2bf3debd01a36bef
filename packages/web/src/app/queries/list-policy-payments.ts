import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { paged } from '../../lib/paging.ts';
import { paymentsKey } from '../../lib/query-keys.ts';
import { paymentsRoutes } from '../../lib/routes.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/payments?policy_guid&page&size: payments of a policy, newest first (server paging). */
export function usePolicyPayments(query: { policy_guid?: string; page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'policy', partner, query],
    queryFn: () => call(paymentsRoutes.byPolicy, { query: { ...query, policy_guid: query.policy_guid as string } }),
    enabled: Boolean(query.policy_guid),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
