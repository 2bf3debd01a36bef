import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server proxies the API to a running `npm start` (PORT 8080 unless API_URL says otherwise). */
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api, '/oauth': api, '/identity': api } },
  build: {
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        // The data grid is only loaded by list screens, never by the sign-in page.
        advancedChunks: {
          groups: [{ name: 'data-grid', test: /node_modules[\\/]@mui[\\/]x-/ }],
        },
      },
    },
  },
});
