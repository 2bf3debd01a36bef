import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { policiesKey } from '../../../lib/query-keys.ts';
import { policiesRoutes } from '../../../lib/routes.ts';

/** POST /api/policies/complex/filter with additional_details.aml_flagged = true: the AML-flagged policies. */
export function useFlaggedPolicies(query: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...policiesKey, 'flagged', partner, query],
    queryFn: () => call(policiesRoutes.filter, { body: { additional_details: { aml_flagged: true }, ...query } }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}
