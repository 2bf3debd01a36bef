import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { featureFlagsRoutes } from '../../../lib/routes.ts';

export const featureFlagsKey = [featureFlagsRoutes.list.path];

/** GET /api/feature-flags?page&size&search&partner (server paging). */
export function useFeatureFlags(query: { page: number; size: number; search?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...featureFlagsKey, partner, query],
    queryFn: () => call(featureFlagsRoutes.list, { query }),
    select: paged,
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
