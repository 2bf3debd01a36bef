import type { ClaimType } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimStatus } from '@coverdesk/contract/claims/claim-transitions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimsRoutes } from './routes.ts';

export interface ClaimSearch {
  guid?: string;
  type?: ClaimType;
  status?: ClaimStatus;
}

/** GET /api/claims: search by reference (3+ characters), type and status; runs only once a criterion is chosen. */
export function useClaimSearch(criteria: ClaimSearch | null, paging: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'search', partner, criteria, paging],
    queryFn: () => call(claimsRoutes.search, { query: { ...paging, ...criteria } }),
    enabled: criteria !== null,
    select: paged,
    placeholderData: keepPreviousData,
  });
}
