import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { countriesRoutes, partnersRoutes } from '../../../lib/routes.ts';

/** The selected partner's currency: the currency of its country (SPEC §9), for amounts typed before a product exists. */
export function usePartnerCurrency() {
  const partner = useSelectedPartner();
  const one = useQuery({
    queryKey: [partnersRoutes.list.path, 'one', partner],
    queryFn: () => call(partnersRoutes.get, { params: { guid: partner ?? '' } }),
    enabled: Boolean(partner),
    meta: { silent: true },
  });
  const countries = useQuery({
    queryKey: [countriesRoutes.list.path, 'options'],
    queryFn: () => call(countriesRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items,
    staleTime: 300_000,
  });
  return countries.data?.find((c) => c.code === one.data?.country)?.currency_code;
}
