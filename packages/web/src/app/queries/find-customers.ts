import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import type { CustomerSearchCriterion } from '@coverdesk/contract/customers/customers.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { paged } from '../../lib/paging.ts';
import { customerKeys } from '../../lib/query-keys.ts';
import { useSelectedPartner } from '../hooks.ts';

export interface CustomerSearch {
  criterion: CustomerSearchCriterion;
  value: string;
  page: number;
  size: number;
}

/** GET /api/customers/find with exactly one criterion, page and size (server paging); idle until a search is made. */
export function useFindCustomers(search: CustomerSearch | null) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.search(partner, search ?? {}),
    enabled: Boolean(search),
    queryFn: () => {
      const s = search as CustomerSearch;
      return call(customersRoutes.find, { query: { [s.criterion]: s.value, page: s.page, size: s.size } });
    },
    // `more` tells a ranked name search whose count is open-ended (see customerSearchPage).
    select: (body) => ({ ...paged(body), more: !Array.isArray(body) && Boolean(body?.more) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
