import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

/** DELETE users/{id}; a failure reads "could not delete user" when the server gives no text (SPEC §8). */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      call(identityAdminRoutes.deleteUser, { params: { realm: await realmName(), id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { errorMessage: i18next.t('users:deleteFailed') },
  });
}
