import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partnersRoutes } from '../../../lib/routes.ts';
import { partnersKey } from './list-partners.ts';

/** GET /api/partners/{guid} (404 for a partner the caller does not hold). */
export function usePartner(guid: string) {
  return useQuery({
    queryKey: [...partnersKey, 'one', guid],
    queryFn: () => call(partnersRoutes.get, { params: { guid } }),
    meta: { silent: true },
  });
}
