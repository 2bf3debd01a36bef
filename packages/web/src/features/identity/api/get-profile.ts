import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes } from '../../../lib/routes.ts';

/** GET /api/users/me. */
export function useProfile() {
  const partner = useSelectedPartner();
  return useQuery({ queryKey: [identityRoutes.me.path, partner], queryFn: () => call(identityRoutes.me) });
}
