import type { BenefitType } from '@coverdesk/contract/products/products.constants';
import type { BenefitInput } from '@coverdesk/contract/products/products.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

const ROUTES = {
  fixed_indemnity: { create: productsRoutes.createFixed, update: productsRoutes.updateFixed },
  variable_indemnity: { create: productsRoutes.createVariable, update: productsRoutes.updateVariable },
  cashback_indemnity: { create: productsRoutes.createCashback, update: productsRoutes.updateCashback },
} as const;

/** POST /api/{benefitType}, or PUT /api/{benefitType}/{guid} when changing one. */
export function useSaveBenefit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, guid, ...body }: BenefitInput & { type: BenefitType; guid?: string }) => {
      const { product_guid: _p, ...update } = body;
      return guid ? call(ROUTES[type].update, { params: { guid }, body: update }) : call(ROUTES[type].create, { body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}
