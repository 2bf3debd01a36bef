import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/customers/{guid}/overview: the caller view's policies, payments, open claims and SMS in one call. */
export function useCustomerOverview(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, guid, 'overview'),
    queryFn: () => call(customersRoutes.overview, { params: { guid } }),
  });
}
