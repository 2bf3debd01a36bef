import type { ComplexPurchaseInput } from '@coverdesk/contract/policies/policies.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** POST /api/policies/complex/purchase: buys the policy of an open quotation (the page shows the failure inline). */
export function usePurchaseQuotation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplexPurchaseInput) => call(policiesRoutes.purchase, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey }),
    meta: { silent: true },
  });
}
