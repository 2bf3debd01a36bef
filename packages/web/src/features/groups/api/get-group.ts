import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups/group/{id}: polled while a registration runs, so its progress bar moves. */
export function useGroup(guid: string) {
  const partner = useSelectedPartner();
  return useFollowedJob({
    queryKey: [...groupsKey, 'group', partner, guid],
    queryFn: () => call(groupsRoutes.get, { params: { id: guid } }),
    enabled: Boolean(partner && guid),
    live: (g) => g.registration?.status === 'queued' || g.registration?.status === 'running',
  });
}
