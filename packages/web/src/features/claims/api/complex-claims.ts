import type { complexListQuery } from '@coverdesk/contract/claims/claims-complex.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { complexClaimsRoutes } from './routes.ts';

export type ComplexFilter = Omit<z.input<typeof complexListQuery>, 'page' | 'size'>;

/** GET /api/claims/complex with its filters (tag, facility, type, status, dates, reference, customer). */
export function useComplexClaims(filter: ComplexFilter, paging: { page: number; size: number }, enabled: boolean) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'complex', partner, filter, paging],
    queryFn: () => call(complexClaimsRoutes.list, { query: { ...filter, ...paging } }),
    select: paged,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST /api/claims/complex/bulk_approval_selected (approve) or bulk_approval_paid_selected (mark paid): each claim
 * goes through the state machine; the answer says which succeeded and why the others failed.
 */
export function useBulkComplex() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, claims }: { kind: 'approve' | 'paid'; claims: { guid: string; version: number }[] }) =>
      call(kind === 'approve' ? complexClaimsRoutes.bulkApprove : complexClaimsRoutes.bulkPaid, { body: { claims } }),
    onSettled: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}
