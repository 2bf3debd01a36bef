import type { ExtendedMembershipPremiumInput } from '@coverdesk/contract/products/product-configs.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { productsRoutes } from '../../../lib/routes.ts';
import { productsKey } from './list-products.ts';

/** A product's config that may not exist yet: the server answers 404, shown as "not set" (null). */
const orNull = <T>(p: Promise<T>) =>
  p.catch((e) => {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  });

const CONFIGS = {
  membership: productsRoutes.getMembershipConfig,
  extended: productsRoutes.getExtendedConfig,
  group: productsRoutes.getGroupConfig,
} as const;
type Kind = keyof typeof CONFIGS;

export const configKey = (partner: string | undefined, kind: Kind, product: string) => [
  ...productsKey,
  partner,
  'config',
  kind,
  product,
];

/** GET membership_configs, extended_membership_config or products/group_product_config of a product. */
export function useProductConfig<K extends Kind>(kind: K, product_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: configKey(partner, kind, product_guid),
    queryFn: () =>
      orNull(
        call(CONFIGS[kind] as (typeof CONFIGS)['membership'], { query: { product_guid } }) as Promise<
          Awaited<ReturnType<typeof call<(typeof CONFIGS)[K]>>>
        >,
      ),
    enabled: Boolean(partner),
  });
}

/** GET /api/extended_membership_premium/{id}/all. */
export function useExtendedPremiums(product_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...productsKey, partner, 'extended-premiums', product_guid],
    queryFn: () => call(productsRoutes.listExtendedPremiums, { params: { id: product_guid } }),
    enabled: Boolean(partner),
  });
}

/** Saves a config: POST when it does not exist yet, PUT (guid in the body) when it does; extended is always PUT. */
export function useSaveProductConfig(kind: Kind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { guid?: string; body: Record<string, unknown> }): Promise<unknown> => {
      const { guid, body } = input;
      if (kind === 'extended') return call(productsRoutes.putExtendedConfig, { body: body as never });
      if (kind === 'membership')
        return guid
          ? call(productsRoutes.updateMembershipConfig, { body: { ...body, guid } as never })
          : call(productsRoutes.createMembershipConfig, { body: body as never });
      return guid
        ? call(productsRoutes.updateGroupConfig, { body: { ...body, guid } as never })
        : call(productsRoutes.createGroupConfig, { body: body as never });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}

/** POST /api/extended_membership_premium. */
export function useCreateExtendedPremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendedMembershipPremiumInput) => call(productsRoutes.createExtendedPremium, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productsKey }),
    meta: { silent: true },
  });
}
