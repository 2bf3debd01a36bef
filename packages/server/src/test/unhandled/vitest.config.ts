import { defineConfig } from 'vitest/config';

/** Runs only the fixture below with the server tests' real global setup (see `vitest-exit.test.ts`). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.fixture.ts'],
    globalSetup: ['../global-setup.ts'],
  },
});
