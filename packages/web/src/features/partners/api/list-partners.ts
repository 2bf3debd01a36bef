import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnersRoutes } from '../../../lib/routes.ts';

/** Every query about partners starts with this key (the app bar's switcher names too). */
export const partnersKey = [partnersRoutes.list.path];

/** GET /api/partners?page&size&search: the caller's partners (server paging). */
export function usePartners(query: { page: number; size: number; search?: string }) {
  return useQuery({
    queryKey: [...partnersKey, 'list', query],
    queryFn: () => call(partnersRoutes.list, { query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
