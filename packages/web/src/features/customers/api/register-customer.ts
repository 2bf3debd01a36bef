import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import type { CustomerInput } from '@coverdesk/contract/customers/customers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** POST /api/customers/register (the server sets the channel WebClient). The form shows failures inline. */
export function useRegisterCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) => call(customersRoutes.register, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}
