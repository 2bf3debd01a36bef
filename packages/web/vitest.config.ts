import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Component and unit tests of the web app (jsdom; the HTTP layer is mocked, no server needed). */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
    // Files share their worker's module graph (React, MUI, the app's chunks are transformed and loaded once per
    // worker, not once per file). The app's stores are module state: setup.ts starts every test from a fresh page.
    isolate: false,
  },
});
