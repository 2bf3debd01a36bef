import { BUSINESS_WRITE_PERMISSIONS, RESTRICTED_PARTNERS_FLAG } from '@coverdesk/contract/partners/partner-lists';
import { permissionsOf } from '@coverdesk/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { call } from '../lib/api-client.ts';
import { featureFlagsRoutes } from '../lib/routes.ts';
import { partner, session } from './services.ts';

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
export const useSelectedPartner = () => useSyncExternalStore(partner.subscribe, partner.get);

export const partnerRestrictedKey = ['partner-restricted'];

/**
 * Whether the selected partner is on the restricted-partner list (SPEC §6): its business can be read, not changed.
 * Unknown (loading, or the call failed) counts as not restricted: the server still refuses what it must.
 */
export function usePartnerRestricted() {
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
  return Boolean(query.data?.items.find((f) => f.name === RESTRICTED_PARTNERS_FLAG)?.enabled_for_partner);
}

/**
 * The signed-in user's permissions from the token's roles (the matrix of the contract), less the business writes
 * while the selected partner is restricted, so no screen offers what the server will refuse.
 */
export function usePermissions() {
  const { claims } = useSession();
  const roles = claims?.realm_access?.roles;
  const restricted = usePartnerRestricted();
  return useMemo(() => {
    const all = permissionsOf(roles ?? []);
    if (!restricted) return all;
    const kept = new Set(all);
    for (const p of BUSINESS_WRITE_PERMISSIONS) kept.delete(p);
    return kept as typeof all;
  }, [roles, restricted]);
}
