import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n, LANGUAGES, loadFeatureLocales, loadInitialLocales } from '../app/i18n.ts';
import { dismissNotice } from '../app/notifications.ts';
import { restriction } from '../app/partner/restriction-store.ts';
import { connectApiClient, partner, queryClient, session } from '../app/services.ts';
import { refusedBodies } from './fake-api.ts';

initI18n('en');
// Every text of both languages: tests switch language with i18next directly.
await Promise.all(LANGUAGES.flatMap((l) => [loadInitialLocales(l), loadFeatureLocales(l)]));
// Pages are lazy chunks: the first render of each in a test run takes a moment to transform.
// *ByRole skips its visibility check (a getComputedStyle per ancestor of every candidate), which halved the web tests'
// time: a test that must prove something is not shown asks with `{ hidden: false }`.
configure({ asyncUtilTimeout: 20_000, defaultHidden: true });

/**
 * Test files share their worker's modules (`isolate: false`): the app's stores are module state, so every test starts
 * from what a fresh page would have — the API client on the app's session, signed out, no partner chosen, nothing
 * cached, no notice, in English, real timers and the real `fetch` — whatever the test or file before it left.
 */
async function freshApp() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks(); // spies on shared objects (a prototype's method) go back to the original
  connectApiClient(); // the API client's own tests plug in other hooks
  if (session.get().status !== 'signed-out') {
    session.expire(); // ends the session locally (no call): clears its refresh timer and stored token
    session.acknowledgeExpiry();
  }
  partner.clear();
  queryClient.clear();
  restriction.set(false);
  dismissNotice();
  localStorage.clear();
  sessionStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  document.documentElement.lang = 'en';
}

beforeEach(freshApp);
afterEach(async () => {
  // A screen sent a body field the server refuses (its fetch failed, which the screen may have shown quietly).
  const refused = refusedBodies.splice(0);
  if (refused.length) throw new Error(refused.join('\n'));
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
