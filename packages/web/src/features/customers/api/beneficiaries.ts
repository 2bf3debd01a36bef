import { beneficiariesRoutes } from '@coverdesk/contract/customers/dependants.routes';
import type { BeneficiaryUpdate } from '@coverdesk/contract/customers/dependants.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/customers/{id}/beneficiary. */
export function useBeneficiaries(customerGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, customerGuid, 'beneficiaries'),
    queryFn: () => call(beneficiariesRoutes.listOfCustomer, { params: { id: customerGuid } }),
  });
}

/** POST /api/beneficiaries or PUT /api/beneficiaries/{guid}; the form shows failures inline. */
export function useSaveBeneficiary(customerGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, body }: { guid?: string; body: BeneficiaryUpdate }) =>
      guid
        ? call(beneficiariesRoutes.update, { params: { guid }, body })
        : call(beneficiariesRoutes.create, { body: { ...body, customer_guid: customerGuid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}

/** DELETE /api/beneficiaries/{guid}. */
export function useDeleteBeneficiary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(beneficiariesRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
