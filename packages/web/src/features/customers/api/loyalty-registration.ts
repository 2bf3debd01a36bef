import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** PUT /api/customers/loyalty_registration {customer_guid, opt_in}. */
export function useLoyaltyRegistration(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) =>
      call(customersRoutes.loyaltyRegistration, { body: { customer_guid: guid, opt_in: optIn } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
