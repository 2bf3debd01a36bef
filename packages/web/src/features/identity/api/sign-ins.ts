import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userAdminRoutes } from '../../../lib/routes.ts';

/** GET /api/users/me/sign_ins: my last sign-ins, newest first. */
export function useSignIns() {
  return useQuery({ queryKey: [userAdminRoutes.signIns.path], queryFn: () => call(userAdminRoutes.signIns) });
}
