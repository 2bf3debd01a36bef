import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupsRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups/v2/quotation?group_id. */
export function useGroupQuotation(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'quotation', partner, guid],
    queryFn: () => call(groupsRoutes.quotation, { query: { group_id: guid } }),
    enabled: Boolean(partner && guid),
  });
}

/** POST /api/groups/v2/register: queues the registration job (202). */
export function useRegisterGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(groupsRoutes.register, { body: { group_id: guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}

/** POST /api/groups/v2/register/cancel: stops the running registration after the member in hand. */
export function useCancelRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(groupsRoutes.cancelRegistration, { body: { group_id: guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}
