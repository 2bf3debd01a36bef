import type { complexClaimInput } from '@coverdesk/contract/claims/claims-complex.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { complexClaimsRoutes } from './routes.ts';

/** POST /api/claims/complex/initiate_claim: starts a complex (facility) claim for a customer. */
export function useInitiateComplexClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof complexClaimInput>) => call(complexClaimsRoutes.initiate, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}
