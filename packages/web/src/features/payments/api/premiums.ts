import type { PrerequisitePremiumInput, SinglePremiumInput } from '@coverdesk/contract/payments/premiums.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey, policiesKey } from '../../../lib/query-keys.ts';
import { premiumsRoutes } from '../../../lib/routes.ts';

/** GET /api/premiums?policy_guid=: the premiums recorded on a policy, each with its benefit (SPEC §9). */
export function usePremiumsOfPolicy(policyGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'premiums-of-policy', partner, policyGuid],
    queryFn: () => call(premiumsRoutes.list, { query: { policy_guid: policyGuid, page: 1, size: 100 } }),
  });
}

const invalidate = (qc: ReturnType<typeof useQueryClient>) => {
  void qc.invalidateQueries({ queryKey: paymentsKey });
  void qc.invalidateQueries({ queryKey: policiesKey });
};

export type AddPremium =
  | { kind: 'single'; body: SinglePremiumInput; idempotencyKey: string }
  | { kind: 'prerequisite'; body: PrerequisitePremiumInput; idempotencyKey: string };

/**
 * PUT premiums/add_single_non_bundled or premiums/add_with_prerequisite, with one Idempotency-Key per confirmed
 * submission (a retry replays the first answer: never two premiums).
 */
export function useAddPremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: AddPremium) => {
      const headers = { 'Idempotency-Key': a.idempotencyKey };
      return a.kind === 'single'
        ? call(premiumsRoutes.addSingleNonBundled, { body: a.body, headers })
        : call(premiumsRoutes.addWithPrerequisite, { body: a.body, headers });
    },
    onSuccess: () => invalidate(qc),
    meta: { silent: true },
  });
}

/** DELETE premiums/{id}: the premium's payment is reversed. */
export function useDeletePremium() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(premiumsRoutes.remove, { params: { id } }),
    onSuccess: () => invalidate(qc),
    meta: { silent: true },
  });
}
