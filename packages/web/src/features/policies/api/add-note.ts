import type { noteInput } from '@coverdesk/contract/policies/policies.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** POST /api/policies/complex/notes (note type defaults to General). */
export function useAddNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof noteInput>) => call(policiesRoutes.addNote, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: policiesKey }),
    meta: { silent: true },
  });
}
