import { z } from 'zod';
import { INT4_MAX } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';

/** What the browser needs before sign-in: the realm, its OAuth client, error reporting and token lifetimes. */
export const webConfig = z.object({
  realm: z.string(),
  client_id: z.string(),
  /** The web is a confidential client by SPEC §7 (basic client authentication from the browser). */
  client_secret: z.string(),
  sentry_dsn: z.string().nullable(),
  access_token_seconds: z.number().int().max(INT4_MAX),
  refresh_token_seconds: z.number().int().max(INT4_MAX),
});
export type WebConfig = z.infer<typeof webConfig>;

export const webConfigRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/api/public/web-config',
    summary: 'Settings the web app reads before sign-in',
    scope: 'public',
    response: webConfig,
  },
});
