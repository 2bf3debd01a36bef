import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

type Paged = 'customers' | 'members' | 'policies' | 'claims';

/** GET /api/groups/{id}/customers | members | policies | claims (page, size). */
export function useGroupPage(what: Paged, guid: string, q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, what, partner, guid, q],
    queryFn: () => call(groupsRoutes[what] as typeof groupsRoutes.policies, { params: { id: guid }, query: q }),
    enabled: Boolean(partner && guid),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/groups/{id}/premiums. */
export function useGroupPremiums(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'premiums', partner, guid],
    queryFn: () => call(groupsRoutes.premiums, { params: { id: guid } }),
    enabled: Boolean(partner && guid),
  });
}

/** GET /api/groups/callbacks (of one group with `group_id`). */
export function useGroupCallbacks(q: { page: number; size: number; group_id?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'callbacks', partner, q],
    queryFn: () => call(groupsRoutes.callbacks, { query: q }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/groups/{id}/uploads: the group's members files, newest first (their progress refreshes while one runs). */
export function useGroupUploads(guid: string, q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useFollowedJob({
    queryKey: [...groupsKey, 'uploads', partner, guid, q],
    queryFn: () => call(groupsRoutes.uploads, { params: { id: guid }, query: q }),
    enabled: Boolean(partner && guid),
    placeholderData: keepPreviousData,
    live: (p) => p.items.some((b) => b.status === 'queued' || b.status === 'running'),
    every: 2000,
  });
}

/** POST /api/groups/callbacks/{id}/close with the reason. */
export function useCloseGroupCallback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) =>
      call(groupsRoutes.closeCallback, { params: { id: v.id }, body: { reason: v.reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...groupsKey, 'callbacks'] }),
    meta: { silent: true },
  });
}
