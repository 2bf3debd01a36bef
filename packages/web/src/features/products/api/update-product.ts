import type { ProductInput } from '@coverdesk/contract/products/products.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** PUT /api/products/{id}: replaces the product's fields (premiums are recomputed against the new indemnity). */
export function useUpdateProduct(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => call(productsRoutes.update, { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}
