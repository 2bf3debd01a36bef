import type { DebitOrderInput, DebitOrderUpdate } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { debitOrdersRoutes } from '../../../lib/routes.ts';
import { debitOrdersKey } from './keys.ts';

/** GET /api/debit_orders/policy?policy_guid=: the debit orders of a policy. */
export function usePolicyDebitOrders(policyGuid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...debitOrdersKey, partner, 'policy', policyGuid],
    enabled: Boolean(policyGuid),
    queryFn: () => call(debitOrdersRoutes.byPolicy, { query: { policy_guid: policyGuid as string } }),
  });
}

/** GET /api/debit_orders?msisdn=: the debit orders of the customer with this number. */
export function useMsisdnDebitOrders(msisdn: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...debitOrdersKey, partner, 'msisdn', msisdn],
    enabled: Boolean(msisdn),
    queryFn: () => call(debitOrdersRoutes.byMsisdn, { query: { msisdn: msisdn as string } }),
  });
}

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: debitOrdersKey });
};

/** POST /api/debit_orders; the form shows failures inline. */
export function useCreateDebitOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DebitOrderInput) => call(debitOrdersRoutes.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** PUT /api/debit_orders/{guid}: a new day or amount sends the mandate back to the customer. */
export function useUpdateDebitOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ guid, body }: { guid: string; body: DebitOrderUpdate }) =>
      call(debitOrdersRoutes.update, { params: { guid }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

/** DELETE /api/debit_orders/{guid}. */
export function useRemoveDebitOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (guid: string) => call(debitOrdersRoutes.remove, { params: { guid } }),
    onSuccess: invalidate,
  });
}
