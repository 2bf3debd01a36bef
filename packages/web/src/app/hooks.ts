import { BUSINESS_WRITE_PERMISSIONS } from '@coverdesk/contract/configuration/partner-lists';
import { permissionsOf } from '@coverdesk/contract/permissions';
import { useMemo, useSyncExternalStore } from 'react';
import { restriction } from './partner/restriction-store.ts';
import { partner, session } from './services.ts';

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
export const useSelectedPartner = () => useSyncExternalStore(partner.subscribe, partner.get);

/** Whether the selected partner is on the restricted-partner list (SPEC §6): its business can be read, not changed. */
export const usePartnerRestricted = () => useSyncExternalStore(restriction.subscribe, restriction.get);

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
