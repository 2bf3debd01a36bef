import type { ProductInput } from '@coverdesk/contract/products/products.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** POST /api/products. */
export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => call(productsRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}
