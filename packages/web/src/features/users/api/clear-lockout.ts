import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { userAdminRoutes } from '../../../lib/routes.ts';
import { usersKey } from './users-keys.ts';

/** DELETE /api/users/{id}/lockout: clears a brute-force lock. */
export function useClearLockout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(userAdminRoutes.clearLockout, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { errorMessage: i18next.t('users:unlockFailed') },
  });
}
