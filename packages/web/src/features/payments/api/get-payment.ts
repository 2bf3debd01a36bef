import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/** GET /api/payments/{guid}. */
export function usePayment(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'one', partner, guid],
    queryFn: () => call(paymentsRoutes.get, { params: { guid } }),
  });
}
