import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnersRoutes } from '../../../lib/routes.ts';

/** The partners the admin holds: the only ones they may grant (and the list's partner filter). */
export function usePartnerOptions() {
  return useQuery({
    queryKey: [partnersRoutes.list.path, 'user-options'],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items.map((p) => ({ value: p.guid, label: p.name })),
    staleTime: 300_000,
  });
}
