import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimsRoutes } from './routes.ts';

export const CLAIM_QUEUES = ['open', 'processing', 'payable', 'closed'] as const;
export type ClaimQueue = (typeof CLAIM_QUEUES)[number];

/** GET /api/claims/{open|processing|payable|closed}: a work queue, oldest first, server-paged. */
export function useClaimQueue(queue: ClaimQueue, query: { page: number; size: number; payment_status?: 'failed' }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'queue', queue, partner, query],
    queryFn: () => call(claimsRoutes[queue], { query }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
