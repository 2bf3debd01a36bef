import type { MissingPaymentInput } from '@coverdesk/contract/payments/payments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/**
 * POST /api/payments: a missing payment. `idempotencyKey` is made once per form submission, so a double click or a
 * retry of the same submission replays the first answer instead of paying twice.
 */
export function useCreateMissingPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MissingPaymentInput; idempotencyKey: string }) =>
      call(paymentsRoutes.createMissing, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paymentsKey });
      void qc.invalidateQueries({ queryKey: policiesKey });
    },
    meta: { silent: true },
  });
}
