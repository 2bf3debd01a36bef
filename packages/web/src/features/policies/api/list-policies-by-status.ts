import type { PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** GET /api/policies/complex/status?status&branch&page&size (server paging; page 1, size 10 by default). */
export function usePoliciesByStatus(query: { page: number; size: number; status?: PolicyStatus; branch?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'status', partner, query],
    queryFn: () => call(policiesRoutes.byStatus, { query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
