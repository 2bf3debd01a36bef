import { PASSWORD_RESET_LIFESPAN_SECONDS } from '@coverdesk/contract/common/constants';
import type { UserCreateForm } from '@coverdesk/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

/** Created, and whether the set-password link went out (only asked for without a temporary password). */
export interface Created {
  linkSent: boolean;
}

/**
 * POST users: one call carries the names, roles (groups), partners (attribute) and, when given, an initial password.
 * Without one, the user is then emailed the update-password link (300 s).
 */
export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: UserCreateForm): Promise<Created> => {
      const realm = await realmName();
      await call(identityAdminRoutes.createUser, {
        params: { realm },
        body: {
          username: v.username,
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          enabled: v.enabled,
          groups: v.roles,
          attributes: { partners: v.partners },
          ...(v.initialPassword
            ? { credentials: [{ type: 'password', value: v.initialPassword, temporary: v.temporaryPassword }] }
            : { requiredActions: ['UPDATE_PASSWORD'] }),
        },
      });
      if (v.initialPassword) return { linkSent: false };
      const [user] = await call(identityAdminRoutes.listUsers, {
        params: { realm },
        query: { username: v.username, exact: 'true', max: 1 },
      });
      if (!user) return { linkSent: false };
      const sent = await call(identityAdminRoutes.executeActionsEmail, {
        params: { realm, id: user.id },
        query: { lifespan: PASSWORD_RESET_LIFESPAN_SECONDS },
        body: ['UPDATE_PASSWORD'],
      }).then(
        () => true,
        () => false,
      );
      return { linkSent: sent };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { silent: true },
  });
}
