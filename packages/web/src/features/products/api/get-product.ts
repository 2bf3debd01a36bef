import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** GET /api/products/{id}: the product with its premiums (each with its benefit) and benefits. */
export function useProduct(id: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...productsKey, partner, 'one', id],
    queryFn: () => call(productsRoutes.get, { params: { id } }),
    enabled: Boolean(partner),
    meta: { silent: true },
  });
}
