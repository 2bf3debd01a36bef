import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { claimDetail } from './claim.schemas.ts';
import { payoutOutcomeBody, retryPayoutBody } from './claim-payouts.schemas.ts';

/** Claim payouts through mobile money (SPEC §7). */
export const claimPayoutsRoutes = defineRoutes({
  retryFailed: {
    method: 'POST',
    path: '/api/mobile_money_transactions/retry_failed_claim_payout/:id',
    summary: 'Retry a failed claim payout (once per failed transaction)',
    scope: 'partner',
    permission: 'claims.pay',
    params: z.object({ id: guid }),
    body: retryPayoutBody,
    response: claimDetail,
  },
  outcome: {
    method: 'PUT',
    path: '/api/mobile_money_transactions/outcome',
    summary: "Record the operator's outcome of a payout and move the claim",
    scope: 'partner',
    permission: 'claims.pay',
    body: payoutOutcomeBody,
    response: claimDetail,
  },
});
