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
  },
});
