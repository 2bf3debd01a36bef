import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { complexClaimsRoutes } from './routes.ts';

/**
 * GET /api/claims/complex/benefit_usages/balances?dependant_guid=: what the person (a dependant, or the principal by
 * the customer's guid) has used and has left per policy. A person with nothing recorded yet is answered 404: null.
 */
export function useBenefitBalances(beneficiary: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'complex-balances', partner, beneficiary],
    queryFn: () =>
      call(complexClaimsRoutes.balances, { query: { dependant_guid: beneficiary } }).catch((e: unknown) => {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }),
  });
}

/** POST /api/claims/complex/benefit_usages: records a usage within the remaining balance, with the claim version read. */
export function useAddBenefitUsage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { claim_guid: string; version: number; benefit_name: string; amount_cents: number }) =>
      call(complexClaimsRoutes.addUsage, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}

/** DELETE /api/claims/complex/benefit_usages/{guid}?version=: removes a usage (its amount returns to the balance). */
export function useRemoveBenefitUsage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, version }: { guid: string; version: number }) =>
      call(complexClaimsRoutes.removeUsage, { params: { guid }, query: { version } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}
