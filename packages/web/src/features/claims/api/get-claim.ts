import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimsRoutes } from './routes.ts';

export const claimKey = (partner: string | undefined, guid: string) => [...CLAIMS_KEY, 'detail', partner, guid];

/** GET /api/claims/{id}: every field, the allowed actions, the timeline, the payouts and the assessment. */
export function useClaim(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: claimKey(partner, guid),
    queryFn: () => call(claimsRoutes.get, { params: { id: guid } }),
  });
}
