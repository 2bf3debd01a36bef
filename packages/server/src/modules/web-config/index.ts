/**
 * What the web app reads before sign-in (realm, client, Sentry DSN).
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { webConfigModule } from './web-config.routes.ts';
