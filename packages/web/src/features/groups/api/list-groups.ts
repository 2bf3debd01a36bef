import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups (page, size, search), or GET /api/groups/user for the groups the user pre-registered. */
export function useGroups(q: { page: number; size: number; search?: string }, mine = false) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, mine ? 'mine' : 'list', partner, q],
    queryFn: () => call(mine ? groupsRoutes.mine : groupsRoutes.list, { query: q as never }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
