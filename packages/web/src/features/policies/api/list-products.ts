import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';

/** GET /api/products?active_only=true: the partner's products on sale. */
export function useActiveProducts() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [productsRoutes.list.path, partner, 'active'],
    queryFn: () => call(productsRoutes.list, { query: { active_only: 'true' } }),
  });
}
