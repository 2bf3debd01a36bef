import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** DELETE /api/groups/{id} (refused while the group has policies in force). */
export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(groupsRoutes.remove, { params: { id: guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}
