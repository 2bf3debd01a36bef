import type { GroupInput } from '@coverdesk/contract/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** POST /api/groups/pre_register, or PUT with `groupId` to change a group. */
export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: GroupInput & { guid?: string }) =>
      guid
        ? call(groupsRoutes.updatePreRegistration, { body: { ...body, groupId: guid } })
        : call(groupsRoutes.preRegister, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}
