import type { ProductType } from '@coverdesk/contract/products/products.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';

/** Every product query starts with this key; a change to a product or its items invalidates it. */
export const productsKey = [productsRoutes.list.path];

/** GET /api/products?type&active_only of the selected partner. */
export function useProducts(filters: { type?: ProductType; active_only?: boolean }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...productsKey, partner, 'list', filters],
    queryFn: () =>
      call(productsRoutes.list, {
        query: { type: filters.type, active_only: filters.active_only ? 'true' : undefined },
      }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
