import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** GET /api/policies/complex/notes?policy_guid (newest first). */
export function usePolicyNotes(policy_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'notes', partner, policy_guid],
    queryFn: () => call(policiesRoutes.notes, { query: { policy_guid } }),
  });
}
