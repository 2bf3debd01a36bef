import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadFeatureLocales } from '../app/i18n.ts';

initI18n('en');
await loadFeatureLocales();
// Pages are lazy chunks: the first render of each in a test run takes a moment to transform.
configure({ asyncUtilTimeout: 20_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
