import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { productsRoutes } from '../../lib/routes.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/products/{id}: a product with its premiums (price list) and benefits. */
export function useProduct(id: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [productsRoutes.get.path, partner, id],
    queryFn: () => call(productsRoutes.get, { params: { id: id as string } }),
    enabled: Boolean(id),
  });
}
