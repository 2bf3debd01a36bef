import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { realmToken } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenRateLimit: 3 });
});
afterAll(() => t.close());

describe('token endpoint rate limit (TOKEN_RATE_LIMIT)', () => {
  it('answers 429 past the configured calls per minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await realmToken(t, { grant_type: 'password', username: 'x', password: 'y' })).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const res = await realmToken(t, { grant_type: 'password', username: 'x', password: 'y' });
    expect(res.json().message).toBe('Too many requests. Try again later.');
  });
});

describe('OpenAPI', () => {
  it('documents the identity endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/oauth/token',
        '/identity/realms/{realm}/protocol/openid-connect/token',
        '/identity/admin/realms/{realm}/users',
        '/api/users/changepassword/{guid}',
        '/api/outbox/emails',
      ]),
    );
  });
});
