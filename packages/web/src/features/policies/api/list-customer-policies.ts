import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesRoutes } from '../../../lib/routes.ts';
import { policiesKey } from './keys.ts';

/** GET /api/policies/complex/customer?customer_guid. */
export function useCustomerPolicies(customer_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'customer', partner, customer_guid],
    queryFn: () => call(policiesRoutes.ofCustomer, { query: { customer_guid } }),
  });
}
