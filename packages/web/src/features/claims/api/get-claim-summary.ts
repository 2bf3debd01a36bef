import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimsRoutes } from './routes.ts';

/** GET /api/claims/summary: the count of every work queue. */
export function useClaimSummary() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'summary', partner],
    queryFn: () => call(claimsRoutes.summary),
  });
}
