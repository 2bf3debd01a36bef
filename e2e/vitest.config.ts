import { defineConfig } from 'vitest/config';

/**
 * End-to-end flows: Playwright (playwright-core + Debian's chromium) against real servers started by the global
 * setup on empty temporary data folders. One file at a time: the machine is small and the flows share the servers.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // The spec files share one worker's modules (playwright-core, axe-core and the support files load once, not once
    // per file: 44 s of the run was imports) and its one Chromium (support/browser.ts `launch`).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
