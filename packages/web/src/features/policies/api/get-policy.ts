import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesRoutes } from '../../../lib/routes.ts';
import { policiesKey } from './keys.ts';

/** GET /api/policies/{guid}. */
export function usePolicy(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'one', partner, guid],
    queryFn: () => call(policiesRoutes.get, { params: { guid } }),
    enabled: Boolean(guid),
  });
}
