import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sentryDsn: 'https://key@sentry.example/1', accessTokenSeconds: 120 });
});
afterAll(() => t.close());

describe('web config', () => {
  it('answers without a token: realm, OAuth client, Sentry DSN and token lifetimes', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/public/web-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      realm: t.config.realm,
      client_id: t.config.oauthClientId,
      client_secret: t.config.oauthClientSecret,
      sentry_dsn: 'https://key@sentry.example/1',
      access_token_seconds: 120,
      refresh_token_seconds: t.config.refreshTokenSeconds,
    });
  });
});
