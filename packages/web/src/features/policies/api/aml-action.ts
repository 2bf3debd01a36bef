import type { amlActionInput } from '@coverdesk/contract/policies/policies.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** PUT /api/policies/complex: flag, approve or reject a policy for AML, with a reason. */
export function useAmlAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof amlActionInput>) => call(policiesRoutes.aml, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey }),
    meta: { silent: true },
  });
}
