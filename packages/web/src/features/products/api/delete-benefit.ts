import type { BenefitType } from '@coverdesk/contract/products/products.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** DELETE /api/{benefitType}/delete/{guid}. */
export function useDeleteBenefit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { benefit_type: BenefitType; guid: string }) =>
      call(productsRoutes.removeBenefit, { params: { benefitType: b.benefit_type, guid: b.guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { errorMessage: i18next.t('products:benefits.deleteFailed') },
  });
}
