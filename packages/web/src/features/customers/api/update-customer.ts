import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import type { CustomerUpdate } from '@coverdesk/contract/customers/customers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** PUT /api/customers/{guid}: replaces every editable field. The form shows failures inline. */
export function useUpdateCustomer(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate) => call(customersRoutes.update, { params: { guid }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}
