import { PASSWORD_RESET_LIFESPAN_SECONDS } from '@coverdesk/contract/common/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

/** PUT users/{id}/execute-actions-email: emails an update-password link valid 300 s (SPEC §7, §9). */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      call(identityAdminRoutes.executeActionsEmail, {
        params: { realm: await realmName(), id },
        query: { lifespan: PASSWORD_RESET_LIFESPAN_SECONDS },
        body: ['UPDATE_PASSWORD'],
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { errorMessage: i18next.t('users:resetFailed') },
  });
}
