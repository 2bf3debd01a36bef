import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups/group/{id}: polled while a registration runs, so its progress bar moves. */
export function useGroup(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'group', partner, guid],
    queryFn: () => call(groupsRoutes.get, { params: { id: guid } }),
    enabled: Boolean(partner && guid),
    refetchInterval: (query) => {
      const s = query.state.data?.registration?.status;
      return s === 'queued' || s === 'running' ? 1000 : false;
    },
  });
}
