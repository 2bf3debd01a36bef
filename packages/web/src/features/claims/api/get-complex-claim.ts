import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { complexClaimsRoutes } from './routes.ts';

/** GET /api/claims/complex/{guid}: a complex claim with its expenses and benefit usages. */
export function useComplexClaim(guid: string, enabled: boolean) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'complex-detail', partner, guid],
    queryFn: () => call(complexClaimsRoutes.get, { params: { guid } }),
    enabled,
  });
}
