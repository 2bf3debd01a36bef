import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { customerKeys } from '../../lib/query-keys.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/policies/customer/guid/{guid} (read-only here). */
export function useCustomerPolicies(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, guid, 'policies'),
    queryFn: () => call(customersRoutes.policies, { params: { guid } }),
  });
}
