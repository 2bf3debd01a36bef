import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { loyaltyKey } from './keys.ts';

/** The partner's active products, to choose the one loyalty gives. */
export function useLoyaltyProducts(enabled: boolean) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...loyaltyKey, 'products', partner],
    queryFn: () => call(productsRoutes.list, { query: { active_only: 'true' } as never }),
    enabled: Boolean(partner) && enabled,
  });
}
