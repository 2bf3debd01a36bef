import { call } from '../../lib/api-client.ts';
import { decodeClaims, type TokenClaims } from '../../lib/jwt.ts';
import { type OAuthClient, passwordGrant, refreshGrant, type TokenResponse } from '../../lib/oauth.ts';

/**
 * The session: the access token lives in memory only. The refresh token is kept in sessionStorage so that a reload
 * of the tab continues the session (it is gone when the tab closes, and is not shared with other tabs); a stolen
 * refresh token is bounded by the realm's refresh lifetime and revoked by sign-out.
 */
export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in' | 'expired';

export interface SessionState {
  status: SessionStatus;
  accessToken?: string;
  claims?: TokenClaims;
}

const REFRESH_KEY = 'coverdesk.refresh_token';
/** Refresh this many seconds before the access token expires (or at 70 % of a shorter lifetime). */
const REFRESH_MARGIN_SECONDS = 30;

type Listener = () => void;

export function createSessionStore(client: () => Promise<OAuthClient>, language: () => string) {
  let state: SessionState = { status: sessionStorage.getItem(REFRESH_KEY) ? 'restoring' : 'signed-out' };
  const listeners = new Set<Listener>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: SessionState) => {
    state = next;
    for (const l of listeners) l();
  };

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    sessionStorage.removeItem(REFRESH_KEY);
  };

  const accept = (tokens: TokenResponse) => {
    const claims = decodeClaims(tokens.access_token);
    sessionStorage.setItem(REFRESH_KEY, tokens.refresh_token);
    if (timer) clearTimeout(timer);
    const lifetime = Math.max(1, tokens.expires_in);
    const delay = Math.max(lifetime * 0.7, lifetime - REFRESH_MARGIN_SECONDS) * 1000;
    timer = setTimeout(() => void refresh(), delay);
    set({ status: 'signed-in', accessToken: tokens.access_token, claims });
  };

  /** The session ended without the user asking: show the "session expired" dialog. */
  const expire = () => {
    if (state.status === 'signed-out' || state.status === 'expired') return;
    clear();
    set({ status: 'expired' });
  };

  // One refresh at a time: the realm may rotate refresh tokens, so a second concurrent use would fail.
  let inFlight: Promise<void> | undefined;
  function refresh(): Promise<void> {
    inFlight ??= (async () => {
      const token = sessionStorage.getItem(REFRESH_KEY);
      if (!token) return expire();
      try {
        accept(await refreshGrant(await client(), token, language()));
      } catch {
        expire();
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /** Before a call: a token that expired while the tab slept (timers paused) is refreshed first. */
  async function ensureFresh() {
    const exp = state.claims?.exp;
    if (state.status === 'signed-in' && exp && exp * 1000 - Date.now() < 5_000) await refresh();
  }

  return {
    get: () => state,
    subscribe(l: Listener) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** Throws HttpError with the server's text (wrong password, locked account…). */
    async signIn(username: string, password: string) {
      accept(await passwordGrant(await client(), username, password, language()));
    },
    /** Continues a session after a reload from the stored refresh token. */
    restore: refresh,
    refresh,
    ensureFresh,
    expire,
    /** After the expired dialog: back to the sign-in page. */
    acknowledgeExpiry() {
      set({ status: 'signed-out' });
    },
    async signOut() {
      if (state.accessToken) {
        // Route tables carry zod schemas: loaded on demand so the sign-in page stays small.
        const { identityRoutes } = await import('../../lib/routes.ts');
        await call(identityRoutes.logout).catch(() => undefined);
      }
      clear();
      set({ status: 'signed-out' });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
