import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** PUT /api/customers/{guid}/request_kyc?send_sms=false: queues the check (202); the customer is then polled. */
export function useRequestKyc(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(customersRoutes.requestKyc, { params: { guid }, query: { send_sms: 'false' } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
