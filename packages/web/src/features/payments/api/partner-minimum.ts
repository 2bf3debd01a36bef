import { MISSING_PAYMENT_MIN_AMOUNT } from '@coverdesk/contract/common/constants';
import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { partnerConfigKey } from '../../../lib/query-keys.ts';
import { partnerConfigsRoutes } from '../../../lib/routes.ts';

/**
 * The amount (whole currency units) a missing payment must exceed: the partner's configured minimum
 * (GET /api/partners_config), else SPEC §5's 100. Returns undefined while loading.
 */
export function useMissingPaymentMinimum(): number | undefined {
  const partner = useSelectedPartner();
  const config = useQuery({
    queryKey: partnerConfigKey(partner),
    queryFn: () => call(partnerConfigsRoutes.getConfig),
    enabled: Boolean(partner),
    meta: { silent: true },
  });
  if (config.isPending && config.fetchStatus !== 'idle') return undefined;
  return config.data?.minimum_missing_payment_amount ?? MISSING_PAYMENT_MIN_AMOUNT;
}
