import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { policiesRoutes } from '../../lib/routes.ts';

/** GET /api/policies/complex/policy_number?policy_number (the form shows a miss inline). */
export function useFindPolicyByNumber() {
  return useMutation({
    mutationFn: (policy_number: string) => call(policiesRoutes.byNumber, { query: { policy_number } }),
    meta: { silent: true },
  });
}
