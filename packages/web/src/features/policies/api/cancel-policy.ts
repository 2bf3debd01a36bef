import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** DELETE /api/policies/{guid}?reason: answers the refund the server applied (and its rule). */
export function useCancelPolicy(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(policiesRoutes.cancel, { params: { guid }, query: { reason } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: policiesKey });
      void qc.invalidateQueries({ queryKey: paymentsKey });
    },
    meta: { silent: true },
  });
}
