import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { usersRoutes } from '../../../lib/routes.ts';

/** GET /api/users/me. */
export function useProfile() {
  const partner = useSelectedPartner();
  return useQuery({ queryKey: [usersRoutes.me.path, partner], queryFn: () => call(usersRoutes.me) });
}
