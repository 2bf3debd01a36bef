import type {
  MatchUnallocatedInput,
  RefundUnallocatedInput,
  UnallocatedMoney,
  UnallocatedStatus,
} from '@coverdesk/contract/payments/unallocated.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { unallocatedRoutes } from '../../../lib/routes.ts';

const unallocatedKey = [...paymentsKey, 'unallocated'] as const;

/** GET /api/payments/unallocated: the partner's unallocated money, newest first (server paging, status, search). */
export function useUnallocated(q: { page: number; size: number; status?: UnallocatedStatus; q?: string }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...unallocatedKey, partner, q],
    queryFn: () => call(unallocatedRoutes.list, { query: q }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payments/unallocated/{guid}/suggestions: policies of customers with the payer's phone number or name. */
export function useUnallocatedSuggestions(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...unallocatedKey, partner, guid, 'suggestions'],
    queryFn: () => call(unallocatedRoutes.suggestions, { params: { guid } }),
  });
}

/** Match or refund: the money moves, so every payments and policies query is read again. */
function useDecision<B>(fn: (body: B) => Promise<UnallocatedMoney>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paymentsKey });
      void qc.invalidateQueries({ queryKey: policiesKey });
    },
    meta: { silent: true },
  });
}

/** POST /api/payments/unallocated/{guid}/match: records the payment on the policy (its standing follows). */
export const useMatchUnallocated = (guid: string) =>
  useDecision((body: MatchUnallocatedInput) => call(unallocatedRoutes.match, { params: { guid }, body }));

/** POST /api/payments/unallocated/{guid}/refund: marks the money for refund to the payer, with the reason. */
export const useRefundUnallocated = (guid: string) =>
  useDecision((body: RefundUnallocatedInput) => call(unallocatedRoutes.refund, { params: { guid }, body }));
