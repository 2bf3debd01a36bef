import { permissionsOf } from '@coverdesk/contract/permissions';
import { useMemo, useSyncExternalStore } from 'react';
import { partner, session } from './services.ts';

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
export const useSelectedPartner = () => useSyncExternalStore(partner.subscribe, partner.get);

/** The signed-in user's permissions from the token's roles (the matrix of the contract). */
export function usePermissions() {
  const { claims } = useSession();
  const roles = claims?.realm_access?.roles;
  return useMemo(() => permissionsOf(roles ?? []), [roles]);
}
