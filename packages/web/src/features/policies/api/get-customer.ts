import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customersRoutes } from '../../../lib/routes.ts';

/** GET /api/customers/{guid}: who a policy is for (name, phone, date of birth). */
export function useCustomer(guid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [customersRoutes.get.path, partner, guid],
    queryFn: () => call(customersRoutes.get, { params: { guid: guid as string } }),
    enabled: Boolean(guid),
  });
}
