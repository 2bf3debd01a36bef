import { claimsRoutes } from '@coverdesk/contract/claims/claims.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/claims/customer/{id}?page&size (read-only here, server paging). */
export function useCustomerClaims(guid: string, paging: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...customerKeys.part(partner, guid, 'claims'), paging],
    queryFn: () => call(claimsRoutes.byCustomer, { params: { id: guid }, query: paging }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
