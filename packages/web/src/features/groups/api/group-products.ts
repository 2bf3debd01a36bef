import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups/products: the products open to groups, with their premiums. */
export function useGroupProducts() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'products', partner],
    queryFn: () => call(groupsRoutes.products),
    enabled: Boolean(partner),
  });
}
