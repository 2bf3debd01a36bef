import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimCallbacksRoutes } from './routes.ts';

const key = [...CLAIMS_KEY, 'callbacks'];

/** GET /api/claim_callbacks?open&page&size: open or closed callbacks, oldest first. */
export function useClaimCallbacks(open: boolean, paging: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, partner, open, paging],
    queryFn: () => call(claimCallbacksRoutes.list, { query: { open: open ? 'true' : 'false', ...paging } }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/claim_callbacks/close/{claimGuid}: closes the claim's open callbacks with a reason. */
export function useCloseCallback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ claimGuid, reason }: { claimGuid: string; reason: string }) =>
      call(claimCallbacksRoutes.close, { params: { claimGuid }, body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}
