import { webConfigRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';

/** `GET /api/public/web-config`: the realm and OAuth client the browser signs in with, and the Sentry DSN. */
export const webConfigModule: Module = (app, { config, verifier }) => {
  registerRoutes(
    app,
    webConfigRoutes,
    {
      get: () => ({
        realm: config.realm,
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
        sentry_dsn: config.sentryDsn ?? null,
        access_token_seconds: config.accessTokenSeconds,
        refresh_token_seconds: config.refreshTokenSeconds,
      }),
    },
    verifier,
  );
};
