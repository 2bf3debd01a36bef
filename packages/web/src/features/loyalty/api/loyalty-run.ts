import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { loyaltyRoutes } from '../../../lib/routes.ts';
import { loyaltyKey } from './keys.ts';

/** What a loyalty run did (404 until its consolidating step has started it: then there is nothing to show). */
export function useLoyaltyRun(guid: string, finished: boolean) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...loyaltyKey, 'run', partner, guid, finished],
    queryFn: () => call(loyaltyRoutes.run, { params: { batch_guid: guid } }),
    enabled: Boolean(partner && guid && finished),
    retry: false,
    meta: { silent: true },
  });
}

export function useUndoLoyaltyRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(loyaltyRoutes.undo, { params: { batch_guid: guid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: loyaltyKey }),
    meta: { errorMessage: i18next.t('loyalty:run.undoFailed') },
  });
}
