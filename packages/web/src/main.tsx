import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { oauthClient } from './app/services.ts';

initI18n();
// Reads the realm, OAuth client and Sentry DSN early (Sentry starts only when a DSN is configured).
void oauthClient().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
