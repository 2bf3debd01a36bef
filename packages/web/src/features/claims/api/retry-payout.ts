import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimKey } from './get-claim.ts';
import { claimPayoutsRoutes } from './routes.ts';

/**
 * POST /api/mobile_money_transactions/retry_failed_claim_payout/{id}: retries a failed payout once, with the
 * `Idempotency-Key` of the user's intent (a repeated submission of the same retry replays the first answer).
 */
export function useRetryPayout() {
  const qc = useQueryClient();
  const partner = useSelectedPartner();
  return useMutation({
    mutationFn: ({
      transaction,
      version,
      idempotencyKey,
    }: {
      transaction: string;
      version: number;
      idempotencyKey: string;
    }) =>
      call(claimPayoutsRoutes.retryFailed, {
        params: { id: transaction },
        body: { version },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (detail) => {
      qc.setQueryData(claimKey(partner, detail.guid), detail);
      return qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    },
    meta: { silent: true },
  });
}
