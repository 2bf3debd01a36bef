import type { PolicyUpdate } from '@coverdesk/contract/policies/policies.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** PUT /api/policies/{guid} (the dialog shows "error editing policy" with the server's reason). */
export function useUpdatePolicy(guid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PolicyUpdate) => call(policiesRoutes.update, { params: { guid }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey }),
    meta: { silent: true },
  });
}
