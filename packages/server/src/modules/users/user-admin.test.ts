import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, realmToken, signIn } from '../../identity/test/fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let adminA: { sub: string; roles: string[]; partners: string[]; username: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeUser(t, { partners: [PARTNER_A] });
  adminA = { sub: a.id, roles: ['admin'], partners: [PARTNER_A], username: a.username };
});
afterAll(() => t.close());

const userRow = async (id: string) =>
  (
    await t.owner.query('select partners, failed_logins, locked_until, language from identity_users where id = $1', [
      id,
    ])
  ).rows[0];
const rolesOf = async (id: string) =>
  (
    await t.owner.query(
      'select g.name from identity_user_groups ug join identity_groups g on g.id = ug.group_id where ug.user_id = $1 order by 1',
      [id],
    )
  ).rows.map((r) => r.name as string);

describe('users states (bulk)', () => {
  it('answers roles, partners, lock-out and last sign-in of a whole page in one call', async () => {
    const locked = await makeUser(t, { partners: [PARTNER_A], roles: ['claims_assessor', 'finance_officer'] });
    const signedIn = await makeUser(t, { partners: [PARTNER_A], roles: ['partner_user'] });
    await signIn(t, signedIn.username, signedIn.password);
    for (let i = 0; i < 5; i++)
      await realmToken(t, { grant_type: 'password', username: locked.username, password: 'Wrong-pass1!' });
    const foreign = await makeUser(t, { partners: [PARTNER_B] });
    const res = await t.call(adminA, {
      method: 'GET',
      url: '/api/users/states',
      query: { ids: [locked.id, signedIn.id, foreign.id].join(',') },
    });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().map((s: { id: string }) => [s.id, s]));
    expect(Object.keys(byId).sort()).toEqual([locked.id, signedIn.id].sort());
    expect(byId[locked.id]).toMatchObject({
      roles: ['claims_assessor', 'finance_officer'],
      partners: [PARTNER_A],
      locked: true,
      failed_logins: 5,
      last_sign_in: null,
    });
    expect(byId[signedIn.id]).toMatchObject({ roles: ['partner_user'], locked: false, locked_until: null });
    expect(Date.parse(byId[signedIn.id].last_sign_in)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects bad ids, too many ids, a missing role and no token', async () => {
    const bad = await t.call(adminA, { method: 'GET', url: '/api/users/states', query: { ids: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('ids.0');
    const ids = Array.from({ length: 251 }, (_, i) => `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const many = await t.call(adminA, { method: 'GET', url: '/api/users/states', query: { ids: ids.join(',') } });
    expect(many.statusCode).toBe(400);
    const agent = roleOf('call_centre_agent', PARTNER_A);
    expect(
      (await t.call(agent, { method: 'GET', url: '/api/users/states', query: { ids: adminA.sub } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(null, { method: 'GET', url: '/api/users/states', query: { ids: adminA.sub } })).statusCode,
    ).toBe(401);
  });
});

describe('lock-out', () => {
  it('clears a lock with an audit event; a foreign user is a 404, a reader is a 403', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A] });
    await t.owner.query(
      "update identity_users set failed_logins = 7, locked_until = now() + interval '10 minutes' where id = $1",
      [u.id],
    );
    const res = await t.call(adminA, { method: 'DELETE', url: `/api/users/${u.id}/lockout` });
    expect(res.statusCode).toBe(204);
    expect(await userRow(u.id)).toMatchObject({ failed_logins: 0, locked_until: null });
    await signIn(t, u.username, u.password);
    const events = await t.owner.query(
      "select * from audit_events where entity_guid = $1 and action = 'clear_lockout'",
      [u.id],
    );
    expect(events.rowCount).toBe(1);
    const foreign = await makeUser(t, { partners: [PARTNER_B] });
    expect((await t.call(adminA, { method: 'DELETE', url: `/api/users/${foreign.id}/lockout` })).statusCode).toBe(404);
    expect(
      (await t.call(roleOf('partner_user', PARTNER_A), { method: 'DELETE', url: `/api/users/${u.id}/lockout` }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(adminA, { method: 'DELETE', url: '/api/users/not-a-guid/lockout' })).statusCode).toBe(400);
  });
});

describe('roles and partners together', () => {
  it('replaces both in one transaction, audits the change and ends the sessions', async () => {
    const u = await makeUser(t, { partners: [], roles: ['partner_user'] });
    const session = await signIn(t, u.username, u.password);
    const res = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${u.id}/access`,
      payload: { roles: ['claims_assessor', 'call_centre_agent'], partners: [PARTNER_A] },
    });
    expect(res.statusCode).toBe(204);
    expect(await rolesOf(u.id)).toEqual(['call_centre_agent', 'claims_assessor']);
    expect((await userRow(u.id)).partners).toEqual([PARTNER_A]);
    const { rows } = await t.owner.query(
      "select before, after from audit_events where entity_guid = $1 and action = 'update_access'",
      [u.id],
    );
    expect(rows).toEqual([
      {
        before: { roles: ['partner_user'], partners: [] },
        after: { roles: ['call_centre_agent', 'claims_assessor'], partners: [PARTNER_A] },
      },
    ]);
    const refresh = await realmToken(t, { grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(400);
  });

  it('saving one’s own access without a change ends no session and writes nothing; a change does end them', async () => {
    const me = await makeUser(t, { partners: [PARTNER_A], roles: ['admin'] });
    const session = await signIn(t, me.username, me.password);
    const put = (roles: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}/access`,
        headers: { authorization: `Bearer ${session.access_token}` },
        payload: { roles, partners: [PARTNER_A.toUpperCase()] },
      });
    const events = async () =>
      (await t.owner.query('select count(*)::int n from audit_events where entity_guid = $1', [me.id])).rows[0].n;
    const before = await events();
    expect((await put(['admin', 'admin'])).statusCode).toBe(204);
    expect(await events()).toBe(before);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(still.statusCode).toBe(200);
    const refreshed = await realmToken(t, { grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    // A real change (a role added) ends the sessions: the tokens no longer say what is true.
    const next = refreshed.json() as { access_token: string; refresh_token: string };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}/access`,
      headers: { authorization: `Bearer ${next.access_token}` },
      payload: { roles: ['admin', 'finance_officer'], partners: [PARTNER_A] },
    });
    expect(changed.statusCode).toBe(204);
    expect(await events()).toBe(before + 1);
    const ended = await realmToken(t, { grant_type: 'refresh_token', refresh_token: next.refresh_token });
    expect(ended.statusCode).toBe(400);
  });

  it('needs at least one role and one partner, known roles, and writes nothing otherwise', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A], roles: ['partner_user'] });
    const empty = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${u.id}/access`,
      payload: { roles: [], partners: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      roles: 'Give the user at least one role.',
      partners: 'Give the user at least one partner.',
    });
    const fr = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${u.id}/access`,
      headers: { 'accept-language': 'fr' },
      payload: { roles: ['admin'], partners: [] },
    });
    expect(fr.json().errors.partners).toBe("Donnez au moins un partenaire à l'utilisateur.");
    const unknown = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${u.id}/access`,
      payload: { roles: ['admin', 'emperor'], partners: [PARTNER_A] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('roles');
    expect(await rolesOf(u.id)).toEqual(['partner_user']);
  });

  it('grants and removes only partners the admin holds; a foreign user is a 404; a reader is a 403', async () => {
    const shared = await makeUser(t, { partners: [PARTNER_A, PARTNER_B], roles: ['partner_user'] });
    // Keeping B (which I do not hold) while changing roles is allowed; removing or adding B is not.
    const keep = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${shared.id}/access`,
      payload: { roles: ['call_centre_agent'], partners: [PARTNER_A, PARTNER_B] },
    });
    expect(keep.statusCode).toBe(204);
    const drop = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${shared.id}/access`,
      payload: { roles: ['admin'], partners: [PARTNER_A] },
    });
    expect(drop.statusCode).toBe(403);
    expect(drop.json().message).toBe('You can only grant or remove partners you belong to.');
    expect(await rolesOf(shared.id)).toEqual(['call_centre_agent']);
    const mine = await makeUser(t, { partners: [PARTNER_A] });
    const add = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${mine.id}/access`,
      payload: { roles: ['admin'], partners: [PARTNER_A, PARTNER_B] },
    });
    expect(add.statusCode).toBe(403);
    const foreign = await makeUser(t, { partners: [PARTNER_B] });
    const hidden = await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${foreign.id}/access`,
      payload: { roles: ['admin'], partners: [PARTNER_A] },
    });
    expect(hidden.statusCode).toBe(404);
    const reader = await t.call(roleOf('partner_user', PARTNER_A), {
      method: 'PUT',
      url: `/api/users/${mine.id}/access`,
      payload: { roles: ['admin'], partners: [PARTNER_A] },
    });
    expect(reader.statusCode).toBe(403);
  });
});

describe("a user's audit timeline", () => {
  it("lists the user's events newest first, only to an admin who may see the user", async () => {
    const u = await makeUser(t, { partners: [PARTNER_A], roles: ['partner_user'] });
    await t.call(adminA, {
      method: 'PUT',
      url: `/api/users/${u.id}/access`,
      payload: { roles: ['admin'], partners: [PARTNER_A] },
    });
    await t.call(adminA, { method: 'DELETE', url: `/api/users/${u.id}/lockout` });
    const res = await t.call(adminA, { method: 'GET', url: `/api/users/${u.id}/audit_events` });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().items.map((e: { action: string }) => e.action)).toEqual(['clear_lockout', 'update_access']);
    const adminB = adminOf(PARTNER_B);
    expect((await t.call(adminB, { method: 'GET', url: `/api/users/${u.id}/audit_events` })).statusCode).toBe(404);
    expect(
      (await t.call(roleOf('call_centre_agent', PARTNER_A), { method: 'GET', url: `/api/users/${u.id}/audit_events` }))
        .statusCode,
    ).toBe(403);
    const bad = await t.call(adminA, { method: 'GET', url: `/api/users/${u.id}/audit_events`, query: { page: '-1' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('own sign-ins and language', () => {
  it('lists my sign-ins and sets my language (audited); bad input is a 400', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A], roles: ['partner_user'] });
    await signIn(t, u.username, u.password);
    await signIn(t, u.username, u.password);
    const me = { sub: u.id, roles: ['partner_user'], partners: [PARTNER_A], username: u.username };
    const list = await t.call(me, { method: 'GET', url: '/api/users/me/sign_ins' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(list.json()[0]).toMatchObject({ client_id: t.config.oauthClientId, active: true });
    const set = await t.call(me, { method: 'PUT', url: '/api/users/me/language', payload: { language: 'fr' } });
    expect(set.statusCode).toBe(204);
    expect((await userRow(u.id)).language).toBe('fr');
    const profile = await t.call(me, { method: 'GET', url: '/api/users/me' });
    expect(profile.json().locale).toBe('fr');
    const bad = await t.call(me, { method: 'PUT', url: '/api/users/me/language', payload: { language: 'de' } });
    expect(bad.statusCode).toBe(400);
    expect((await userRow(u.id)).language).toBe('fr');
    expect((await t.call(null, { method: 'GET', url: '/api/users/me/sign_ins' })).statusCode).toBe(401);
  });
});
