import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { partnersRoutes } from '../../../lib/routes.ts';

/** GET /api/partners: the partners a flag can be turned on for. */
export function usePartnerChoices() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [partnersRoutes.list.path, partner, 'choices'],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    select: (body) => paged(body).items,
  });
}
