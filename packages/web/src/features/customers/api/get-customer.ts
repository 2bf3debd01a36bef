import { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/customers/{guid}; while a KYC check is pending it is read again every few seconds to show the result. */
export function useCustomer(guid: string) {
  const partner = useSelectedPartner();
  return useFollowedJob({
    queryKey: customerKeys.one(partner, guid),
    queryFn: () => call(customersRoutes.get, { params: { guid } }),
    live: (c) => c.kyc_status === 'pending',
    every: KYC_POLL_MS,
  });
}

export const KYC_POLL_MS = 3_000;
