import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userAdminRoutes } from '../../../lib/routes.ts';
import { usersKey } from './users-keys.ts';

/** GET /api/users/{id}/audit_events: the user's own timeline (users are shared rows, without a partner). */
export function useUserAuditEvents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...usersKey, 'audit', id],
    queryFn: () => call(userAdminRoutes.auditEvents, { params: { id }, query: { page: 0, size: 100 } }),
    enabled,
  });
}
