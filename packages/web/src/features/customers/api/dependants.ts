import { dependantsRoutes } from '@coverdesk/contract/customers/dependants.routes';
import type { DependantInput } from '@coverdesk/contract/customers/dependants.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/dependants/{customer}/all. */
export function useDependants(customerGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, customerGuid, 'dependants'),
    queryFn: () => call(dependantsRoutes.listOfCustomer, { params: { id: customerGuid } }),
  });
}

/** POST /api/dependants/{customer_guid} or PUT /api/dependants/{guid}; the form shows failures inline. */
export function useSaveDependant(customerGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, body }: { guid?: string; body: DependantInput }) =>
      guid
        ? call(dependantsRoutes.update, { params: { guid }, body })
        : call(dependantsRoutes.create, { params: { customer_guid: customerGuid }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}

/** DELETE /api/dependants/{guid}. */
export function useDeleteDependant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(dependantsRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
