import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnersRoutes } from '../../../lib/routes.ts';

/** The names of my partners (GET /api/partners lists only the caller's). */
export function usePartnerNames() {
  return useQuery({
    queryKey: [partnersRoutes.list.path, 'profile-names'],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => new Map(paged(body).items.map((p) => [p.guid, p.name])),
    staleTime: 300_000,
  });
}
