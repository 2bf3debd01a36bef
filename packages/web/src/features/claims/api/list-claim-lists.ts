import { useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { referenceRoutes } from './routes.ts';

/** GET /api/configs/claim_conditions: the partner's claim conditions. */
export function useClaimConditions() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [referenceRoutes.listConditions.path, partner],
    queryFn: () => call(referenceRoutes.listConditions),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/configs/claim_rejection_reasons: the partner's rejection reasons. */
export function useRejectionReasons(enabled = true) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [referenceRoutes.listRejectionReasons.path, partner],
    queryFn: () => call(referenceRoutes.listRejectionReasons),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** GET /api/claim_hospitals?country&query: the partner's hospitals in its country, searched by name or code. */
export function useClaimHospitals(country: string | undefined, query: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [referenceRoutes.claimHospitals.path, partner, country, query],
    queryFn: () =>
      call(referenceRoutes.claimHospitals, { query: { country: country ?? '', query: query || undefined, size: 50 } }),
    enabled: Boolean(country),
    staleTime: 60_000,
  });
}
