import type { RouteDef } from '@coverdesk/contract';
import * as contract from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, form, makeUser, signIn } from '../../identity/test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorStatuses, queryNamesRecord } from './openapi.ts';

let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};
beforeAll(async () => {
  t = await createTestApp();
  const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(r.statusCode).toBe(200);
  doc = r.json();
});
afterAll(() => t.close());

/** Every route of every contract route table (the exports named `…Routes`). */
const ROUTES: [string, RouteDef][] = Object.entries(contract)
  .filter(([name, v]) => name.endsWith('Routes') && v && typeof v === 'object')
  .flatMap(([table, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(
      ([name, def]) => [`${table}.${name}`, def] as [string, RouteDef],
    ),
  );
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const operation = (method: string, path: string) => doc.paths[openApiPath(path)]?.[method.toLowerCase()];
const schemaOf = (method: string, path: string, status: number) =>
  operation(method, path)?.responses[String(status)]?.content?.['application/json']?.schema as
    | { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] }
    | undefined;

describe('OpenAPI document (/api/docs)', () => {
  it('covers every route of the contract’s route tables', () => {
    expect(ROUTES.length).toBeGreaterThan(150);
    for (const [name, def] of ROUTES) expect(operation(def.method, def.path), name).toBeDefined();
  });

  it.each(ROUTES)('%s documents its real success code and its error answers with the error schema', (_n, def) => {
    const op = operation(def.method, def.path)!;
    const success = def.status ?? 200;
    const codes = Object.keys(op.responses).map(Number);
    expect(codes.filter((c) => c < 300)).toEqual([success]);
    const expected = errorStatuses({
      status: success,
      method: def.method,
      scope: def.scope,
      params: Boolean(def.params),
      input: Boolean(def.query || def.body),
      names: queryNamesRecord(def.query),
      ...(def.errors ? { errors: def.errors } : {}),
    });
    expect(expected).toContain(503);
    // Exactly those (429 besides, on the rate-limited public calls).
    expect(codes.filter((c) => c >= 400 && c !== 429)).toEqual(expected);
    if (def.scope !== 'public') expect(expected).toEqual(expect.arrayContaining([400, 401, 403]));
    if (def.method !== 'GET') expect(expected).toEqual(expect.arrayContaining([404, 409, 422]));
    for (const status of expected) {
      const schema = schemaOf(def.method, def.path, status);
      expect(schema?.properties, `${def.method} ${def.path} ${status}`).toHaveProperty('message');
      expect(schema?.properties).toHaveProperty('errors');
    }
  });

  it('every operation in the document, OAuth endpoints included, lists error answers', () => {
    let n = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        n++;
        const codes = Object.keys(op.responses).map(Number);
        expect(codes.filter((c) => c >= 400).length, `${method} ${path}`).toBeGreaterThanOrEqual(1);
        expect(codes, `${method} ${path}`).toContain(503);
      }
    expect(n).toBeGreaterThanOrEqual(ROUTES.length);
    const token = doc.paths['/oauth/token']!.post!;
    expect(Object.keys(token.responses).sort()).toEqual(['200', '400', '401', '413', '415', '429', '503']);
    expect(token.responses['401']!.content!['application/json']!.schema).toMatchObject({
      properties: { error: expect.anything(), error_description: expect.anything() },
    });
  });
});

describe('identity routes: the document says what inject() answers', () => {
  const documented = (method: string, path: string) =>
    Object.keys(operation(method, path)!.responses)
      .map(Number)
      .filter((c) => c < 300);
  const ADMIN = '/identity/admin/realms/:realm';
  const admin = (realm: string) => `/identity/admin/realms/${realm}`;

  it('users, groups, logout, password and contact calls answer the documented 201/202/204', async () => {
    const realm = t.config.realm;
    const boss = await makeUser(t, { roles: ['admin'] });
    const { access_token, refresh_token } = await signIn(t, boss.username, boss.password);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.call(access_token, { method, url, ...(payload ? { payload } : {}) });
    const seen: [string, string, number][] = [];
    const check = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, url: string, payload?: object) => {
      const r = await call(method, url, payload);
      seen.push([method, path, r.statusCode]);
      expect(documented(method, path), `${method} ${url}: ${r.body}`).toEqual([r.statusCode]);
      return r;
    };

    const created = await check('POST', `${ADMIN}/users`, `${admin(realm)}/users`, {
      username: 'openapi.user',
      email: 'openapi.user@example.com',
      enabled: true,
    });
    const id = created.headers.location!.split('/').pop()!;
    await check('PUT', `${ADMIN}/users/:id`, `${admin(realm)}/users/${id}`, { firstName: 'Ada' });
    const groups = (await call('GET', `${admin(realm)}/groups`)).json() as { id: string }[];
    await check('PUT', `${ADMIN}/users/:id/groups/:groupId`, `${admin(realm)}/users/${id}/groups/${groups[0]!.id}`);
    await check('DELETE', `${ADMIN}/users/:id/groups/:groupId`, `${admin(realm)}/users/${id}/groups/${groups[0]!.id}`);
    await check('DELETE', `${ADMIN}/users/:id`, `${admin(realm)}/users/${id}`);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/public/create_outbound_email',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Help', message: 'Locked out' },
    });
    expect(documented('POST', '/api/public/create_outbound_email')).toEqual([contact.statusCode]);

    // The OIDC logout (registered by hand, OAuth-shaped) answers 204 as documented.
    const out = await t.app.inject({
      method: 'POST',
      url: `/identity/realms/${realm}/protocol/openid-connect/logout`,
      headers: FORM,
      payload: form({ client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret, refresh_token }),
    });
    expect(documented('POST', '/identity/realms/:realm/protocol/openid-connect/logout')).toEqual([out.statusCode]);
    const again = await signIn(t, boss.username, boss.password);
    const logout = await t.call(again.access_token, { method: 'GET', url: '/api/users/logout' });
    expect(documented('GET', '/api/users/logout')).toEqual([logout.statusCode]);
    expect(seen.map(([, , s]) => s)).toEqual([201, 204, 204, 204, 204]);
    expect([contact.statusCode, out.statusCode, logout.statusCode]).toEqual([202, 204, 204]);
  });

  it('their error answers are documented too (401, 403, 404 as inject() gives them)', async () => {
    const realm = t.config.realm;
    const agent = await makeUser(t, { roles: ['call_centre_agent'] });
    const { access_token } = await signIn(t, agent.username, agent.password);
    const none = await t.app.inject({ method: 'GET', url: `${admin(realm)}/users` });
    const forbidden = await t.call(access_token, { method: 'GET', url: `${admin(realm)}/users` });
    const boss = await makeUser(t, { roles: ['admin'] });
    const bossToken = (await signIn(t, boss.username, boss.password)).access_token;
    const missing = await t.call(bossToken, {
      method: 'GET',
      url: `${admin(realm)}/users/0190a000-0000-7000-8000-0000000000ff`,
    });
    const codes = (path: string) => Object.keys(operation('GET', path)!.responses).map(Number);
    expect(codes(`${ADMIN}/users`)).toEqual(expect.arrayContaining([none.statusCode, forbidden.statusCode]));
    expect(codes(`${ADMIN}/users/:id`)).toContain(missing.statusCode);
    expect([none.statusCode, forbidden.statusCode, missing.statusCode]).toEqual([401, 403, 404]);
  });
});
