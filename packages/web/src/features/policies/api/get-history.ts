import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** GET /api/policies/{guid}/history: the audit events of the policy, oldest first. */
export function usePolicyHistory(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'history', partner, guid],
    queryFn: () => call(policiesRoutes.history, { params: { guid } }),
  });
}
