import type { QuotationInput } from '@coverdesk/contract/policies/quotations.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { quotationsRoutes } from '../../../lib/routes.ts';

/** POST /api/quotations/create: prices the product for the customer (eligibility checked by the server). */
export function useCreateQuotation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: QuotationInput) => call(quotationsRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey }),
    meta: { silent: true },
  });
}
