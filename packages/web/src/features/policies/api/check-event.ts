import type { quotationEventQuery } from '@coverdesk/contract/policies/quotations.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { quotationsRoutes } from '../../../lib/routes.ts';

/** GET /api/quotations/event: whether the policy covers an event on a date, and the benefit it would pay. */
export function useCheckEvent() {
  return useMutation({
    mutationFn: (query: z.input<typeof quotationEventQuery>) => call(quotationsRoutes.event, { query }),
    meta: { silent: true },
  });
}
