import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** DELETE /api/product_premiums/{guid}. */
export function useDeletePremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(productsRoutes.removePremium, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { errorMessage: i18next.t('products:premiums.deleteFailed') },
  });
}
