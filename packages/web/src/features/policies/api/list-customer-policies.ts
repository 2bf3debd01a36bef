import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** GET /api/policies/complex/customer?customer_guid. */
export function useCustomerPolicies(customer_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'customer', partner, customer_guid],
    queryFn: () => call(policiesRoutes.ofCustomer, { query: { customer_guid } }),
  });
}
