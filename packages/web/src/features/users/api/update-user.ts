import type { UserEditForm } from '@coverdesk/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

/** PUT users/{id}: names, email and enabled (fields left out stay as they are). */
export function useUpdateUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserEditForm) =>
      call(identityAdminRoutes.updateUser, { params: { realm: await realmName(), id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { silent: true },
  });
}
