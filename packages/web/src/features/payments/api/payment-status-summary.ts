import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';
import { paymentsKey } from './keys.ts';

/** GET /api/payments/status/{partner}: count and sum of the selected partner's payments by status. */
export function usePaymentStatusSummary() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'summary', partner],
    queryFn: () => call(paymentsRoutes.statusSummary, { params: { partner: partner as string } }),
    enabled: Boolean(partner),
  });
}
