import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/**
 * GET /api/payments/status/{partner}: count and sum of the selected partner's payments by status, and per day, over
 * an optional range of effected dates.
 */
export function usePaymentStatusSummary(range: { from?: string; to?: string } = {}) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'summary', partner, range],
    queryFn: () => call(paymentsRoutes.statusSummary, { params: { partner: partner as string }, query: range }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
