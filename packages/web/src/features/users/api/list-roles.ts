import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';
import { realmName } from './users-keys.ts';

/** The realm's groups, which are the roles. */
export function useRoles() {
  return useQuery({
    queryKey: [identityAdminRoutes.listGroups.path],
    queryFn: async () => call(identityAdminRoutes.listGroups, { params: { realm: await realmName() } }),
    staleTime: 300_000,
  });
}
