import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { configureClient } from '../lib/api-client.ts';
import { errorText } from '../lib/error-text.ts';
import { HttpError } from '../lib/http-error.ts';
import type { OAuthClient } from '../lib/oauth.ts';
import { initSentry, reportFailure } from '../lib/sentry.ts';
import { currentLanguage } from './i18n.ts';
import { notify } from './notifications.ts';
import { createPartnerStore } from './partner/partner-store.ts';
import { createSessionStore } from './session/session-store.ts';

/** Per-operation options of a mutation: its SPEC §8 failure message, or silence when a form shows the error. */
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorMessage?: string; silent?: boolean };
    queryMeta: { silent?: boolean };
  }
}

const showFailure = (error: unknown, fallback?: string) => {
  // A 401 is shown by the session-expired dialog, not by a snackbar.
  if (error instanceof HttpError && error.status === 401) return;
  notify(errorText(error, fallback));
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof HttpError && error.status > 0 && error.status < 500) && count < 2,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
  queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && showFailure(error) }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => !mutation.meta?.silent && showFailure(error, mutation.meta?.errorMessage),
  }),
});

/** The realm and OAuth client of this server, read once from GET /api/public/web-config. */
let clientPromise: Promise<OAuthClient> | undefined;
export function oauthClient(): Promise<OAuthClient> {
  clientPromise ??= import('../lib/routes.ts')
    .then(({ webConfigRoutes }) => fetch(webConfigRoutes.get.path, { headers: { Accept: 'application/json' } }))
    .then((r) => (r.ok ? r.json() : Promise.reject(new HttpError(r.status, null))))
    .then((c) => {
      void initSentry(c.sentry_dsn);
      return { realm: c.realm, clientId: c.client_id, clientSecret: c.client_secret };
    })
    .catch((e) => {
      clientPromise = undefined;
      throw e;
    });
  return clientPromise;
}

export const session = createSessionStore(oauthClient, currentLanguage);
export const partner = createPartnerStore(queryClient);

/** The API client reads the session, the partner and the language of the app (again by tests that changed it). */
export function connectApiClient() {
  configureClient({
    beforeCall: session.ensureFresh,
    accessToken: () => session.get().accessToken,
    partner: partner.get,
    language: currentLanguage,
    onUnauthorized: session.expire,
    onFailure: reportFailure,
  });
}
connectApiClient();

// The partner follows the session: adopted from the token at sign-in, forgotten with the session.
let lastSub: string | undefined;
session.subscribe(() => {
  const s = session.get();
  if (s.status === 'signed-in') {
    if (s.claims?.sub !== lastSub) partner.adopt(s.claims?.partners ?? []);
    lastSub = s.claims?.sub;
  } else if (s.status === 'signed-out') {
    lastSub = undefined;
    partner.clear();
    queryClient.clear();
  }
});
