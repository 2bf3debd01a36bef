import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { paymentsRoutes } from '../../../lib/routes.ts';

/** GET /api/premiums/customer/{msisdn}: each policy's premium and what was paid, for a customer's phone number. */
export function useCustomerPremiums(msisdn: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'premiums', partner, msisdn],
    queryFn: () => call(paymentsRoutes.premiumsOfCustomer, { params: { msisdn: msisdn as string } }),
    enabled: Boolean(msisdn),
  });
}
