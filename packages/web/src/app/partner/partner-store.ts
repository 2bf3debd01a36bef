import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

const PARTNER_KEY = 'coverdesk.partner';
type Listener = () => void;

/**
 * The selected partner: chosen among the token's `partners`, kept in localStorage so it survives a reload, reported
 * with POST /api/partners/selected, and added by the API client to every call. Switching resets every query.
 */
export function createPartnerStore(queryClient: QueryClient) {
  let selected: string | undefined;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };

  const report = async (guid: string) => {
    const { partnersRoutes } = await import('../../lib/routes.ts');
    await call(partnersRoutes.select, { body: { partner_guid: guid } }).catch(() => undefined);
  };

  return {
    get: () => selected,
    subscribe(l: Listener) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** After sign-in or restore: the remembered partner when still allowed, else the token's first. */
    adopt(allowed: readonly string[]) {
      const remembered = localStorage.getItem(PARTNER_KEY);
      const next = remembered && allowed.includes(remembered) ? remembered : allowed[0];
      if (next === selected) return;
      selected = next;
      emit();
      if (next) void report(next);
    },
    async select(guid: string) {
      if (guid === selected) return;
      selected = guid;
      localStorage.setItem(PARTNER_KEY, guid);
      emit();
      await report(guid);
      await queryClient.resetQueries();
    },
    clear() {
      selected = undefined;
      emit();
    },
  };
}

export type PartnerStore = ReturnType<typeof createPartnerStore>;
