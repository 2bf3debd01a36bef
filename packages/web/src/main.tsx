import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n, initialLanguage, loadInitialLocales } from './app/i18n.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { oauthClient, session } from './app/services.ts';

const language = initialLanguage();
initI18n(language);
// A session continued after a reload reads the realm and OAuth client (and starts Sentry when configured) at once.
if (session.get().status === 'restoring') void oauthClient().catch(() => undefined);

// The first screen shows once its texts, in its one language, are there (a few KB, fetched with the entry's modules).
void loadInitialLocales(language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  ),
);
