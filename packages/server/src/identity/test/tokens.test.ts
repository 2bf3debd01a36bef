import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PARTNER_A, type TestApp } from '../../test/test-app.ts';
import { basic, FORM, form, makeUser, realmToken, signIn } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('POST /oauth/token (password grant, HTTP Basic client)', () => {
  it('issues Keycloak-shaped tokens with our claims', async () => {
    const u = await makeUser(t, { roles: ['admin', 'claims_assessor'], partners: [PARTNER_A] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...FORM, authorization: basic(t.config.oauthClientId, t.config.oauthClientSecret) },
      payload: form({ grant_type: 'password', username: u.username, password: u.password }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 1800,
      'not-before-policy': 0,
      scope: 'openid profile email',
    });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: t.realm.issuer,
      sub: u.id,
      typ: 'Bearer',
      azp: t.config.oauthClientId,
      sid: body.session_state,
      realm_access: { roles: ['admin', 'claims_assessor'] },
      groups: ['/admin', '/claims_assessor'],
      partners: [PARTNER_A],
      preferred_username: u.username,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: `${u.username}@example.com`,
      locale: 'en',
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    // The token works on the API.
    const me = await t.call(body.access_token, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: u.id,
      username: u.username,
      roles: ['admin', 'claims_assessor'],
      partners: [PARTNER_A],
    });
  });

  it('refuses a wrong client secret (401 invalid_client) and the refresh grant', async () => {
    const u = await makeUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...FORM, authorization: basic(t.config.oauthClientId, 'nope') },
      payload: form({ grant_type: 'password', username: u.username, password: u.password }),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('invalid_client');
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: FORM,
      payload: form({ grant_type: 'password', username: u.username, password: u.password }),
    });
    expect(noClient.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...FORM, authorization: basic(t.config.oauthClientId, t.config.oauthClientSecret) },
      payload: form({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('unsupported_grant_type');
  });
});

describe('realm token endpoint', () => {
  it('accepts client credentials by Basic too', async () => {
    const u = await makeUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/identity/realms/${t.config.realm}/protocol/openid-connect/token`,
      headers: { ...FORM, authorization: basic(t.config.oauthClientId, t.config.oauthClientSecret) },
      payload: form({ grant_type: 'password', username: u.username, password: u.password }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs in by email as well as username', async () => {
    const u = await makeUser(t);
    await signIn(t, `${u.username}@example.com`, u.password);
  });

  it('answers invalid_grant in English or French, the same for an unknown user', async () => {
    const u = await makeUser(t);
    const wrong = await realmToken(t, { grant_type: 'password', username: u.username, password: 'Wrong-pass1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    const unknown = await realmToken(t, { grant_type: 'password', username: 'nobody-here', password: 'Wrong-pass1!' });
    expect(unknown.json()).toEqual(wrong.json());
    const fr = await realmToken(
      t,
      { grant_type: 'password', username: u.username, password: 'Wrong-pass1!' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(fr.json().error_description).toBe('Identifiants utilisateur invalides');
  });

  it('refuses missing fields, unknown grants and unknown realms', async () => {
    const empty = await realmToken(t, { grant_type: 'password', username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('invalid_request');
    const grant = await realmToken(t, { grant_type: 'client_credentials' });
    expect(grant.json().error).toBe('unsupported_grant_type');
    const realm = await t.app.inject({
      method: 'POST',
      url: '/identity/realms/other/protocol/openid-connect/token',
      headers: FORM,
      payload: form({ grant_type: 'password', username: 'a', password: 'b' }),
    });
    expect(realm.statusCode).toBe(404);
    const disc = await t.app.inject({ method: 'GET', url: '/identity/realms/other/.well-known/openid-configuration' });
    expect(disc.statusCode).toBe(404);
  });

  it('refuses disabled users and users without a role', async () => {
    const u = await makeUser(t);
    await t.owner.query('update identity_users set enabled = false where id = $1', [u.id]);
    const disabled = await realmToken(t, { grant_type: 'password', username: u.username, password: u.password });
    expect(disabled.json()).toEqual({ error: 'invalid_grant', error_description: 'Account disabled' });
    const noRole = await makeUser(t, { roles: [] });
    const res = await realmToken(t, { grant_type: 'password', username: noRole.username, password: noRole.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toMatch(/no role/);
  });
});

describe('brute-force detection', () => {
  it('locks after 5 failures for 60 s, doubling, and a success resets', async () => {
    const u = await makeUser(t);
    const attempt = (password: string) => realmToken(t, { grant_type: 'password', username: u.username, password });
    for (let i = 0; i < 5; i++)
      expect((await attempt('Wrong-pass1!')).json().error_description).toBe('Invalid user credentials');
    // Locked now: even the right password is refused, with a distinct message.
    const locked = await attempt(u.password);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Account is temporarily locked, try again later',
    });
    const { rows } = await t.owner.query('select failed_logins, locked_until from identity_users where id = $1', [
      u.id,
    ]);
    const lockMs = Date.parse(rows[0].locked_until) - Date.now();
    expect(lockMs).toBeGreaterThan(55_000);
    expect(lockMs).toBeLessThanOrEqual(60_000);

    // 61 s later it is open again; one more failure locks for 120 s.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await attempt('Wrong-pass1!')).json().error_description).toBe('Invalid user credentials');
    const again = await t.owner.query('select locked_until from identity_users where id = $1', [u.id]);
    expect(Date.parse(again.rows[0].locked_until) - Date.now()).toBeGreaterThan(115_000);
    expect((await attempt(u.password)).json().error_description).toMatch(/locked/);

    vi.setSystemTime(Date.now() + 121_000);
    expect((await attempt(u.password)).statusCode).toBe(200);
    const reset = await t.owner.query('select failed_logins, locked_until from identity_users where id = $1', [u.id]);
    expect(reset.rows[0]).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('caps the lock at 15 minutes', async () => {
    const { lockSecondsAfter } = await import('../passwords.ts');
    expect([4, 5, 6, 7, 8, 9, 10, 30].map(lockSecondsAfter)).toEqual([0, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; a reused one revokes the session', async () => {
    const u = await makeUser(t);
    const first = await signIn(t, u.username, u.password);
    const second = await realmToken(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const s = second.json();
    expect(s.refresh_token).not.toBe(first.refresh_token);
    expect(s.session_state).toBe(first.session_state);
    const third = await realmToken(t, { grant_type: 'refresh_token', refresh_token: s.refresh_token });
    expect(third.statusCode).toBe(200);

    // The first refresh token comes back: the whole session ends.
    const reuse = await realmToken(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    const latest = await realmToken(t, { grant_type: 'refresh_token', refresh_token: third.json().refresh_token });
    expect(latest.statusCode).toBe(400);
    const api = await t.call(third.json().access_token, { method: 'GET', url: '/api/users/me' });
    expect(api.statusCode).toBe(401);
    const { rows } = await t.owner.query('select revoked_at from identity_sessions where id = $1', [
      first.session_state,
    ]);
    expect(rows[0].revoked_at).not.toBeNull();
  });

  it('refuses garbage, an access token and a foreign client', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    expect((await realmToken(t, { grant_type: 'refresh_token', refresh_token: 'garbage' })).statusCode).toBe(400);
    expect((await realmToken(t, { grant_type: 'refresh_token', refresh_token: tokens.access_token })).statusCode).toBe(
      400,
    );
    const missing = await realmToken(t, { grant_type: 'refresh_token' });
    expect(missing.json().error).toBe('invalid_request');
  });

  it('expire with the session', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    await t.owner.query("update identity_sessions set expires_at = now() - interval '1 second' where id = $1", [
      tokens.session_state,
    ]);
    const res = await realmToken(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Session not active' });
  });
});

describe('logout', () => {
  it('GET /api/users/logout revokes the session at once', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    expect((await t.call(tokens.access_token, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    const out = await t.call(tokens.access_token, { method: 'GET', url: '/api/users/logout' });
    expect(out.statusCode).toBe(204);
    expect((await t.call(tokens.access_token, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const refresh = await realmToken(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(400);
    const { rows } = await t.owner.query('select revoked_at from identity_sessions where id = $1', [
      tokens.session_state,
    ]);
    expect(rows[0].revoked_at).not.toBeNull();
  });

  it('needs a token', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/users/logout' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('the OIDC logout endpoint ends the refresh token session', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: `/identity/realms/${t.config.realm}/protocol/openid-connect/logout`,
      headers: FORM,
      payload: form({
        client_id: t.config.oauthClientId,
        client_secret: t.config.oauthClientSecret,
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(res.statusCode).toBe(204);
    expect((await t.call(tokens.access_token, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('discovery and keys', () => {
  it('serves the OIDC configuration and the JWKS', async () => {
    const disc = await t.app.inject({
      method: 'GET',
      url: `/identity/realms/${t.config.realm}/.well-known/openid-configuration`,
    });
    expect(disc.statusCode).toBe(200);
    expect(disc.json()).toMatchObject({
      issuer: t.realm.issuer,
      token_endpoint: `${t.realm.issuer}/protocol/openid-connect/token`,
      jwks_uri: `${t.realm.issuer}/protocol/openid-connect/certs`,
    });
    const certs = await t.app.inject({
      method: 'GET',
      url: `/identity/realms/${t.config.realm}/protocol/openid-connect/certs`,
    });
    expect(certs.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: t.realm.keys.kid });
    expect(certs.json().keys[0].d).toBeUndefined();
  });
});
