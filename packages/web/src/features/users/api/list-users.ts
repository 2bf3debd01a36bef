import type { UserRepresentation } from '@coverdesk/contract/identity/identity.schemas';
import type { UserState } from '@coverdesk/contract/users/users.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityAdminRoutes, userAdminRoutes } from '../../../lib/routes.ts';
import { realmName, usersKey } from './users-keys.ts';

export interface UserFilters {
  search?: string;
  partner?: string;
  enabled?: 'true' | 'false';
}
export type UserRow = UserRepresentation & { state?: UserState };

/**
 * One page of users: the Keycloak list and count with the same filters, then the page's roles, partners and lock-out
 * states in one call (never one call per row).
 */
export function useUsers(filters: UserFilters, paging: { page: number; size: number }) {
  return useQuery({
    queryKey: [...usersKey, 'page', filters, paging],
    queryFn: async () => {
      const realm = await realmName();
      const query = {
        search: filters.search,
        enabled: filters.enabled,
        q: filters.partner ? `partners:${filters.partner}` : undefined,
      };
      const [users, count] = await Promise.all([
        call(identityAdminRoutes.listUsers, {
          params: { realm },
          query: { ...query, first: (paging.page - 1) * paging.size, max: paging.size, briefRepresentation: 'true' },
        }),
        call(identityAdminRoutes.countUsers, { params: { realm }, query }),
      ]);
      const states = users.length
        ? await call(userAdminRoutes.states, { query: { ids: users.map((u) => u.id).join(',') } })
        : [];
      const byId = new Map(states.map((s) => [s.id, s]));
      const items: UserRow[] = users.map((u) => ({ ...u, state: byId.get(u.id) }));
      return { items, count };
    },
    placeholderData: keepPreviousData,
  });
}
