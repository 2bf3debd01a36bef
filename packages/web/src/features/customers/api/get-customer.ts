import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /api/customers/{guid}; while a KYC check is pending it is read again every few seconds to show the result. */
export function useCustomer(guid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.one(partner, guid),
    queryFn: () => call(customersRoutes.get, { params: { guid } }),
    refetchInterval: (q) => (q.state.data?.kyc_status === 'pending' ? KYC_POLL_MS : false),
  });
}

export const KYC_POLL_MS = 3_000;
