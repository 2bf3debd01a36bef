import type { UserAccessInput } from '@coverdesk/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userAdminRoutes } from '../../../lib/routes.ts';
import { usersKey } from './users-keys.ts';

/** PUT /api/users/{id}/access: roles and partners together, in one transaction. */
export function useSetAccess(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAccessInput) => call(userAdminRoutes.setAccess, { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usersKey }),
    meta: { silent: true },
  });
}
