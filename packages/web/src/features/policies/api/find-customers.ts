import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { customersRoutes } from '../../../lib/routes.ts';

/** GET /api/customers/find?msisdn: the customers with this phone number (to choose whom to sell to). */
export function useFindCustomers() {
  return useMutation({
    mutationFn: async (msisdn: string) =>
      paged(await call(customersRoutes.find, { query: { msisdn, page: 1, size: 10 } })).items,
  });
}
