import type { PaymentCorrectionInput } from '@coverdesk/contract/payments/payments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/** PUT /api/payments/{guid}: status, MNO status and message, with the reason (audited). */
export function useCorrectPayment(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCorrectionInput) => call(paymentsRoutes.correct, { params: { guid }, body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paymentsKey });
      void qc.invalidateQueries({ queryKey: policiesKey });
    },
    meta: { silent: true },
  });
}
