import { bankDetailsRoutes } from '@coverdesk/contract/customers/dependants.routes';
import type { BankDetailUpdate } from '@coverdesk/contract/customers/dependants.schemas';
import { referenceRoutes } from '@coverdesk/contract/reference/reference.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { customerKeys } from '../../lib/query-keys.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/customers/{id}/bank_details. */
export function useBankDetails(customerGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, customerGuid, 'bank-details'),
    queryFn: () => call(bankDetailsRoutes.listOfCustomer, { params: { id: customerGuid } }),
  });
}

/** GET /api/banks/country/{country}: the banks to choose from. */
export function useBanks(country: string | undefined) {
  return useQuery({
    queryKey: ['banks', country],
    enabled: Boolean(country),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => call(referenceRoutes.banks, { params: { country: country as string } }),
  });
}

/** POST /api/bank_details or PUT /api/bank_details/{guid}; the form shows failures inline. */
export function useSaveBankDetail(customerGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, body }: { guid?: string; body: BankDetailUpdate }) =>
      guid
        ? call(bankDetailsRoutes.update, { params: { guid }, body })
        : call(bankDetailsRoutes.create, { body: { ...body, customer_guid: customerGuid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}

/** DELETE /api/bank_details/{guid}. */
export function useDeleteBankDetail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(bankDetailsRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
