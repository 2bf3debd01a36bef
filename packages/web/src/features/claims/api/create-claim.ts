import type { ClaimInput } from '@coverdesk/contract/claims/claim.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimsRoutes } from './routes.ts';

/** POST /api/claims (never USSD-initiated from the back-office); the server assesses the benefit again. */
export function useCreateClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimInput) => call(claimsRoutes.create, { body: { ...body, ussd_initiated: false } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}
