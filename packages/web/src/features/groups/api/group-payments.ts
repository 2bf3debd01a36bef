import type { GroupPaymentInput } from '@coverdesk/contract/groups/groups.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupPaymentsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/group-payments?group_id (page, size). */
export function useGroupPayments(groupId: string, q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'payments', partner, groupId, q],
    queryFn: () => call(groupPaymentsRoutes.list, { query: { ...q, group_id: groupId } }),
    enabled: Boolean(partner && groupId),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/group-payments/create with one Idempotency-Key per intent. */
export function useCreateGroupPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: GroupPaymentInput & { key: string }) =>
      call(groupPaymentsRoutes.create, { body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}
