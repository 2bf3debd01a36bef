import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /api/policies/customer/guid/{guid} (read-only here). */
export function useCustomerPolicies(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, guid, 'policies'),
    queryFn: () => call(customersRoutes.policies, { params: { guid } }),
  });
}
