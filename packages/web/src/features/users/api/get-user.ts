import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes, userAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

/** One user with its roles, partners and lock-out state (404 for a user of another partner). */
export function useUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, 'one', id],
    queryFn: async () => {
      const realm = await realmName();
      const [user, states] = await Promise.all([
        call(identityAdminRoutes.getUser, { params: { realm, id } }),
        call(userAdminRoutes.states, { query: { ids: id } }),
      ]);
      return { user, state: states[0] };
    },
    meta: { silent: true },
  });
}
