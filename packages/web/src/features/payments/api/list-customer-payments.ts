import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/** GET /api/payments/all/{customer guid}?page&size: all payments of a customer, newest first. */
export function useCustomerPayments(customer: string, query: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'customer', partner, customer, query],
    queryFn: () => call(paymentsRoutes.allOfCustomer, { params: { guid: customer }, query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
