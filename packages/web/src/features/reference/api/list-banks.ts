import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { countriesRoutes, referenceRoutes } from '../../../lib/routes.ts';

/** GET /api/banks/country/{country}: shared reference data, read only. */
export function useBanks(country: string) {
  return useQuery({
    queryKey: [referenceRoutes.banks.path, country],
    queryFn: () => call(referenceRoutes.banks, { params: { country } }),
    enabled: Boolean(country),
  });
}

/** The countries to choose from (banks by country, a hospital's country). */
export function useCountryChoices() {
  return useQuery({
    queryKey: [countriesRoutes.list.path, 'options'],
    queryFn: () => call(countriesRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items,
    staleTime: 300_000,
  });
}
