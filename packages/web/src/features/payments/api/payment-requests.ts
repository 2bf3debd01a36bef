import type { PaymentRequestInput } from '@coverdesk/contract/payments/payment-requests.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { paymentRequestsRoutes } from '../../../lib/routes.ts';

/** GET /api/payment_requests?policy_guid=: a policy's wallet requests (a pending one is read again every 5 s). */
export function usePaymentRequests(policyGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'requests', partner, policyGuid],
    queryFn: () => call(paymentRequestsRoutes.list, { query: { policy_guid: policyGuid, page: 1, size: 20 } }),
    refetchInterval: (q) => (q.state.data?.items.some((r) => r.status === 'pending') ? 5000 : false),
  });
}

/** POST payment_requests/direct with one Idempotency-Key per confirmed request. */
export function useRequestPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PaymentRequestInput; idempotencyKey: string }) =>
      call(paymentRequestsRoutes.direct, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paymentsKey });
      void qc.invalidateQueries({ queryKey: policiesKey });
    },
    meta: { silent: true },
  });
}
