import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { policiesKey } from '../../lib/query-keys.ts';
import { policiesRoutes } from '../../lib/routes.ts';
import { useSelectedPartner } from '../hooks.ts';

/** GET /api/policies/complex/premiums?policy_guid: premium, what was paid, until when, and the payments. */
export function usePolicyPremiums(policy_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'premiums', partner, policy_guid],
    queryFn: () => call(policiesRoutes.premiums, { query: { policy_guid } }),
  });
}
