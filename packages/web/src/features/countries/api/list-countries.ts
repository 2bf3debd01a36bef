import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { countriesRoutes } from '../../../lib/routes.ts';

export const countriesKey = [countriesRoutes.list.path];

/** GET /api/countries?page&size&search (server paging). */
export function useCountries(query: { page: number; size: number; search?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...countriesKey, partner, query],
    queryFn: () => call(countriesRoutes.list, { query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
