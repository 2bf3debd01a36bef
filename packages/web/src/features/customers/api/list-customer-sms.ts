import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/sms/customer/{id}: what the SMS outbox sent to the customer, newest first. */
export function useCustomerSms(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, guid, 'sms'),
    queryFn: () => call(customersRoutes.sms, { params: { id: guid } }),
  });
}
