import type { quotationEvent } from '@coverdesk/contract/policies/quotations.schemas';
import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { quotationsRoutes } from '../../../lib/routes.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether each of the customer's policies covers an event on `day` (GET /api/quotations/event, the rule the policy
 * page's cover check uses): guid → answer, for the claim form to mark the policies that would pay nothing.
 */
export function usePoliciesCover(customer: string | undefined, policies: string[], day: string) {
  const partner = useSelectedPartner();
  const ready = Boolean(partner && customer && ISO_DAY.test(day));
  const answers = useQueries({
    queries: policies.map((policy) => ({
      queryKey: [quotationsRoutes.event.path, partner, customer, policy, day],
      queryFn: () =>
        call(quotationsRoutes.event, {
          query: { customer_guid: customer ?? '', policy_guid: policy, event_date: day },
        }),
      enabled: ready,
      staleTime: 60_000,
      meta: { silent: true },
    })),
  });
  const byPolicy = new Map<string, z.infer<typeof quotationEvent>>();
  answers.forEach((a, i) => {
    if (ready && a.data) byPolicy.set(policies[i]!, a.data);
  });
  return byPolicy;
}
