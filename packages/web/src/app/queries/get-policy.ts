import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { policiesKey } from '../../lib/query-keys.ts';
import { policiesRoutes } from '../../lib/routes.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/policies/{guid}. */
export function usePolicy(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'one', partner, guid],
    queryFn: () => call(policiesRoutes.get, { params: { guid } }),
    enabled: Boolean(guid),
  });
}
