import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { policiesRoutes } from '../../../lib/routes.ts';
import { policiesKey } from './keys.ts';

/** GET /api/policies/complex/premiums?policy_guid: premium, what was paid, until when, and the payments. */
export function usePolicyPremiums(policy_guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'premiums', partner, policy_guid],
    queryFn: () => call(policiesRoutes.premiums, { query: { policy_guid } }),
  });
}
