import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/customers/registration_status_by_guid?customer_guid=. */
export function useRegistrationStatus(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, guid, 'registration-status'),
    queryFn: () => call(customersRoutes.registrationStatus, { query: { customer_guid: guid } }),
  });
}
