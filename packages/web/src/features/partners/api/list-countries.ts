import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { countriesRoutes } from '../../../lib/routes.ts';

/** All countries, for the partner's country choice (a short reference list). */
export function useCountryOptions() {
  return useQuery({
    queryKey: [countriesRoutes.list.path, 'options'],
    queryFn: () => call(countriesRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items,
    staleTime: 300_000,
  });
}
