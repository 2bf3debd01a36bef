import type { ProductPremiumInput } from '@coverdesk/contract/products/products.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** POST /api/product_premiums, or PUT /api/product_premiums/{guid} when changing one. */
export function useSavePremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: ProductPremiumInput & { guid?: string }) =>
      guid
        ? call(productsRoutes.updatePremium, {
            params: { guid },
            body: {
              amount_in_cents: body.amount_in_cents,
              granularity: body.granularity,
              quantity: body.quantity,
              active: body.active,
            },
          })
        : call(productsRoutes.createPremium, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}
