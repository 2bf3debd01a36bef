import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimKey } from './get-claim.ts';
import { claimsRoutes, complexClaimsRoutes } from './routes.ts';

export interface ClaimActionInput {
  guid: string;
  action: ClaimAction;
  version: number;
  reason?: string;
  /** The operator's reference (required to mark a failed payout succeeded). */
  providerReference?: string;
  /** A complex claim takes its actions through POST /api/claims/complex/actions/{action}. */
  complex?: boolean;
  /** Sent as the `Idempotency-Key` header of a money-moving action (pay, retry payment): one per user intent. */
  idempotencyKey?: string;
}

/**
 * POST /api/claims/{guid}/actions/{action} (revert_expired has its own PUT; complex claims use
 * /api/claims/complex/actions/{action}): always with the version the claim was read at, so a stale one is answered
 * 409 and nobody overwrites someone else's decision.
 */
export function useClaimAction() {
  const qc = useQueryClient();
  const partner = useSelectedPartner();
  return useMutation({
    mutationFn: ({
      guid,
      action,
      version,
      reason,
      providerReference,
      complex,
      idempotencyKey,
    }: ClaimActionInput): Promise<ClaimDetail> => {
      const body = { version, reason: reason || undefined, provider_reference: providerReference || undefined };
      const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
      if (complex)
        return call(complexClaimsRoutes.action, { params: { action }, body: { ...body, claim_guid: guid }, headers });
      return action === 'revert_expired'
        ? call(claimsRoutes.revertExpired, { params: { guid }, body })
        : call(claimsRoutes.action, { params: { guid, action }, body, headers });
    },
    onSuccess: (detail) => {
      qc.setQueryData(claimKey(partner, detail.guid), detail);
      return qc.invalidateQueries({ queryKey: CLAIMS_KEY });
    },
    meta: { silent: true },
  });
}
