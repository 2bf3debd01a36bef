import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server proxies the API to a running `npm start` (PORT 8080 unless API_URL says otherwise). */
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

// react-router's package exports point at its development build only; production builds use its production files.
const routerProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: mode === 'production' ? [{ find: /^react-router$/, replacement: routerProduction }] : [] },
  server: { proxy: { '/api': api, '/oauth': api, '/identity': api } },
  build: {
    chunkSizeWarningLimit: 500,
    // bench/web-size.ts reads the manifest to total what the sign-in page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks split by size may import each other in a cycle: keep every module's execution order exact.
        strictExecutionOrder: true,
        // What the first screen (sign-in) needs is one group; the data grid and its own dependencies (recursively, so
        // modules run in order) are split into chunks under 400 KB that only list screens load.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], maxSize: 400_000, priority: 100 },
            { name: 'data-grid', test: /node_modules[/]@mui[/]x-/, maxSize: 400_000, priority: 10 },
          ],
        },
      },
    },
  },
}));
