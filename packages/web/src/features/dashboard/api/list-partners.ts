import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnersRoutes } from '../../../lib/routes.ts';

/** GET /api/partners: the user's partners, to name the selected one. */
export function usePartners() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [partnersRoutes.list.path, partner],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    enabled: Boolean(partner),
    select: (body) => paged(body).items,
  });
}
