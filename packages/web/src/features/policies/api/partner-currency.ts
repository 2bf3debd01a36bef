import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { countriesRoutes, partnersRoutes } from '../../../lib/routes.ts';

/** The selected partner's currency: its country's currency (SPEC §9), from GET /api/partners and /api/countries. */
export function usePartnerCurrency(): string | undefined {
  const partner = useSelectedPartner();
  const partners = useQuery({
    queryKey: [partnersRoutes.list.path, partner],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    enabled: Boolean(partner),
    select: (body) => paged(body).items,
  });
  const country = partners.data?.find((p) => p.guid === partner)?.country;
  const countryQuery = useQuery({
    queryKey: [countriesRoutes.get.path, country],
    queryFn: () => call(countriesRoutes.get, { params: { code: country as string } }),
    enabled: Boolean(country),
  });
  return countryQuery.data?.currency_code;
}
