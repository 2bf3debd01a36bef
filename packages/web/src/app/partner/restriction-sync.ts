import { RESTRICTED_PARTNERS_FLAG } from '@coverdesk/contract/configuration/partner-lists';
import { featureFlagsRoutes } from '@coverdesk/contract/feature-flags/feature-flags.routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api-client.ts';
import { useSelectedPartner, useSession } from '../hooks.ts';
import { partnerRestrictedKey, restriction } from './restriction-store.ts';

/**
 * Reads whether the selected partner is restricted and keeps the store in step (the signed-in layout runs it).
 * Unknown (loading, or the call failed) counts as not restricted: the server still refuses what it must.
 */
export function useRestrictionSync() {
  const selected = useSelectedPartner();
  const { status } = useSession();
  const query = useQuery({
    queryKey: [...partnerRestrictedKey, selected],
    queryFn: () => call(featureFlagsRoutes.list, { query: { page: 1, size: 1, search: RESTRICTED_PARTNERS_FLAG } }),
    enabled: Boolean(selected) && status === 'signed-in',
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
  const restricted = Boolean(query.data?.items.find((f) => f.name === RESTRICTED_PARTNERS_FLAG)?.enabled_for_partner);
  useEffect(() => restriction.set(restricted), [restricted]);
}
