import type { payoutOutcomeBody } from '@coverdesk/contract/claims/claim-payouts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimKey } from './get-claim.ts';
import { claimPayoutsRoutes } from './routes.ts';

export type PayoutOutcome = z.input<typeof payoutOutcomeBody>;

/**
 * PUT /api/mobile_money_transactions/outcome: the operator's outcome of a payout (success closes the claim, failure
 * records the reason and leaves it payable for a retry), with the claim version read.
 */
export function useRecordPayoutOutcome() {
  const qc = useQueryClient();
  const partner = useSelectedPartner();
  return useMutation({
    mutationFn: (body: PayoutOutcome) => call(claimPayoutsRoutes.outcome, { body }),
    onSuccess: (detail) => {
      qc.setQueryData(claimKey(partner, detail.guid), detail);
      return qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    },
    meta: { silent: true },
  });
}
