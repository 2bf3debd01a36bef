import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { customersRoutes, dependantsRoutes } from './routes.ts';

/** GET /api/customers/find?msisdn: the customers with this phone number (the claim is made for one of them). */
export function useCustomersByPhone(msisdn: string | null) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [customersRoutes.find.path, partner, msisdn],
    queryFn: () => call(customersRoutes.find, { query: { msisdn: msisdn ?? '', page: 1, size: 10 } }),
    enabled: Boolean(msisdn),
    select: paged,
  });
}

/** GET /api/customers/{guid}. */
export function useCustomer(guid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [customersRoutes.get.path, partner, guid],
    queryFn: () => call(customersRoutes.get, { params: { guid: guid ?? '' } }),
    enabled: Boolean(guid),
  });
}

/** GET /api/policies/customer/guid/{guid}: the customer's policies. */
export function useCustomerPolicies(guid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [customersRoutes.policies.path, partner, guid],
    queryFn: () => call(customersRoutes.policies, { params: { guid: guid ?? '' } }),
    enabled: Boolean(guid),
  });
}

/** GET /api/dependants/{id}/all: the customer's dependants (a claim may be for one of them). */
export function useCustomerDependants(guid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [dependantsRoutes.listOfCustomer.path, partner, guid],
    queryFn: () => call(dependantsRoutes.listOfCustomer, { params: { id: guid ?? '' } }),
    enabled: Boolean(guid),
  });
}
