import type { ClaimListEntryInput } from '@coverdesk/contract/reference/reference.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { referenceRoutes } from '../../../lib/routes.ts';

/** The partner's short claim wordings: claim rejection reasons and claim conditions (a plain list each). */
export const CLAIM_LISTS = {
  rejectionReasons: {
    list: referenceRoutes.listRejectionReasons,
    create: referenceRoutes.createRejectionReason,
    remove: referenceRoutes.removeRejectionReason,
  },
  conditions: {
    list: referenceRoutes.listConditions,
    create: referenceRoutes.createCondition,
    remove: referenceRoutes.removeCondition,
  },
} as const;
export type ClaimListKind = keyof typeof CLAIM_LISTS;

const keyOf = (kind: ClaimListKind) => [CLAIM_LISTS[kind].list.path];

/** GET /api/configs/claim_rejection_reasons or /claim_conditions. */
export function useClaimList(kind: ClaimListKind) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...keyOf(kind), partner],
    queryFn: () => call(CLAIM_LISTS[kind].list),
    enabled: Boolean(partner),
  });
}

/** POST of a rejection reason or a condition. */
export function useCreateClaimListEntry(kind: ClaimListKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimListEntryInput) => call(CLAIM_LISTS[kind].create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(kind) }),
    meta: { silent: true },
  });
}

/** DELETE of a rejection reason or a condition. */
export function useRemoveClaimListEntry(kind: ClaimListKind, errorMessage: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(CLAIM_LISTS[kind].remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(kind) }),
    meta: { errorMessage },
  });
}
