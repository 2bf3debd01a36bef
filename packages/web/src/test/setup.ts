import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadFeatureLocales } from '../app/i18n.ts';
import { refusedBodies } from './fake-api.ts';

initI18n('en');
await loadFeatureLocales();
// Pages are lazy chunks: the first render of each in a test run takes a moment to transform.
// *ByRole skips its visibility check (a getComputedStyle per ancestor of every candidate), which halved the web tests'
// time: a test that must prove something is not shown asks with `{ hidden: false }`.
configure({ asyncUtilTimeout: 20_000, defaultHidden: true });
afterEach(() => {
  // A screen sent a body field the server refuses (its fetch failed, which the screen may have shown quietly).
  const refused = refusedBodies.splice(0);
  if (refused.length) throw new Error(refused.join('\n'));
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
