import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { oauthClient, session } from './app/services.ts';

initI18n();
// A session continued after a reload reads the realm and OAuth client (and starts Sentry when configured) at once.
if (session.get().status === 'restoring') void oauthClient().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
