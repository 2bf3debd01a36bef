import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { quotationsRoutes } from '../../../lib/routes.ts';

/** GET /api/quotations/customer?customer_guid (newest first). */
export function useCustomerQuotations(customer_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'quotations', partner, customer_guid],
    queryFn: () => call(quotationsRoutes.ofCustomer, { query: { customer_guid } }),
  });
}
