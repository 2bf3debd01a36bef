import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { makeUser } from './fixtures.ts';

let t: TestApp;
const base = () => `/identity/admin/realms/${t.config.realm}`;
let adminA: { sub: string; roles: string[]; partners: string[]; username: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeUser(t, { partners: [PARTNER_A] });
  adminA = { sub: a.id, roles: ['admin'], partners: [PARTNER_A], username: a.username };
});
afterAll(() => t.close());

const groupId = async (name: string) =>
  (await t.owner.query('select id from identity_groups where name = $1', [name])).rows[0].id as string;
const auditCount = async (id: string) =>
  Number((await t.owner.query('select count(*) from audit_events where entity_guid = $1', [id])).rows[0].count);

describe('admin users API', () => {
  it('creates, reads, updates and deletes a user with audit events', async () => {
    const create = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: {
        username: 'New.Agent',
        email: 'New.Agent@Example.com',
        firstName: 'New',
        lastName: 'Agent',
        enabled: true,
        attributes: { partners: [PARTNER_A], locale: ['fr'] },
        credentials: [{ type: 'password', value: 'Val1d-pass!', temporary: false }],
        groups: ['/call_centre_agent'],
      },
    });
    expect(create.statusCode).toBe(201);
    const id = String(create.headers.location).split('/').pop()!;
    expect(create.headers.location).toBe(`${t.config.publicUrl}${base()}/users/${id}`);

    const get = await t.call(adminA, { method: 'GET', url: `${base()}/users/${id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({
      id,
      username: 'new.agent',
      email: 'new.agent@example.com',
      firstName: 'New',
      lastName: 'Agent',
      enabled: true,
      emailVerified: false,
      attributes: { partners: [PARTNER_A], locale: ['fr'] },
      requiredActions: [],
    });
    expect(typeof get.json().createdTimestamp).toBe('number');
    const groups = await t.call(adminA, { method: 'GET', url: `${base()}/users/${id}/groups` });
    expect(groups.json().map((g: { name: string }) => g.name)).toEqual(['call_centre_agent']);

    const update = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${id}`,
      payload: { firstName: 'Renamed', enabled: false },
    });
    expect(update.statusCode).toBe(204);
    const after = await t.call(adminA, { method: 'GET', url: `${base()}/users/${id}` });
    expect(after.json()).toMatchObject({ firstName: 'Renamed', lastName: 'Agent', enabled: false });

    const { rows } = await t.owner.query('select after from audit_events where entity_guid = $1 order by created_at', [
      id,
    ]);
    expect(JSON.stringify(rows)).not.toContain('Val1d-pass!');
    expect(JSON.stringify(rows)).not.toContain('argon2');

    const del = await t.call(adminA, { method: 'DELETE', url: `${base()}/users/${id}` });
    expect(del.statusCode).toBe(204);
    expect((await t.call(adminA, { method: 'GET', url: `${base()}/users/${id}` })).statusCode).toBe(404);
    expect(await auditCount(id)).toBe(3);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = (await t.owner.query('select count(*) from identity_users')).rows[0].count;
    const bad = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: ' x', email: 'not-an-email', credentials: [{ type: 'password', value: 'short' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['username', 'email', 'credentials.0.value']),
    );
    const badPartner = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: 'p1', attributes: { partners: ['nope'] } },
    });
    expect(badPartner.statusCode).toBe(400);
    expect(badPartner.json().errors).toHaveProperty('attributes.partners');
    // One email rule in and out: a local part over 64 characters (RFC 5321) is refused, not stored then unreadable.
    const longLocal = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: 'long.local', email: `${'l'.repeat(74)}@example.com` },
    });
    expect(longLocal.statusCode).toBe(400);
    expect(longLocal.json().errors).toEqual({ email: 'Enter a valid email address.' });
    const tooMany = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { max: '251' } });
    expect(tooMany.statusCode).toBe(400);
    expect((await t.owner.query('select count(*) from identity_users')).rows[0].count).toBe(before);
  });

  it('refuses a duplicate username or email (409)', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A] });
    const dup = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: u.username.toUpperCase() },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('User exists with same username');
    const dupMail = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: 'other-name', email: `${u.username}@example.com` },
    });
    expect(dupMail.statusCode).toBe(409);
  });

  it('lists with search, paging, enabled and the partners attribute, and counts', async () => {
    const a1 = await makeUser(t, { partners: [PARTNER_A], username: 'zeta.alpha' });
    await makeUser(t, { partners: [PARTNER_A], username: 'zeta.beta' });
    await t.owner.query('update identity_users set enabled = false where id = $1', [a1.id]);
    const search = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { search: 'zeta' } });
    expect(search.json().map((u: { username: string }) => u.username)).toEqual(['zeta.alpha', 'zeta.beta']);
    const page = await t.call(adminA, {
      method: 'GET',
      url: `${base()}/users`,
      query: { search: 'zeta', first: '1', max: '1' },
    });
    expect(page.json().map((u: { username: string }) => u.username)).toEqual(['zeta.beta']);
    const enabled = await t.call(adminA, {
      method: 'GET',
      url: `${base()}/users`,
      query: { search: 'zeta', enabled: 'true' },
    });
    expect(enabled.json().map((u: { username: string }) => u.username)).toEqual(['zeta.beta']);
    const byPartner = await t.call(adminA, {
      method: 'GET',
      url: `${base()}/users`,
      query: { q: `partners:${PARTNER_A}`, max: '250' },
    });
    expect(
      byPartner.json().every((u: { attributes: { partners: string[] } }) => u.attributes.partners.includes(PARTNER_A)),
    ).toBe(true);
    expect(byPartner.json().length).toBeGreaterThanOrEqual(3);
    const exact = await t.call(adminA, {
      method: 'GET',
      url: `${base()}/users`,
      query: { username: 'zeta', exact: 'true' },
    });
    expect(exact.json()).toEqual([]);
    const count = await t.call(adminA, { method: 'GET', url: `${base()}/users/count`, query: { search: 'zeta' } });
    expect(count.json()).toBe(2);
  });

  it('hides users of foreign partners and refuses granting a partner one does not hold', async () => {
    const foreign = await makeUser(t, { partners: [PARTNER_B], username: 'foreign.user' });
    const list = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { search: 'foreign' } });
    expect(list.json()).toEqual([]);
    // The screen as it opens (no filter: its own prepared statement) hides them too, and pages.
    const page = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { max: '250' } });
    const names = page.json().map((u: { username: string }) => u.username);
    expect(names).not.toContain('foreign.user');
    expect(names.length).toBeGreaterThan(1);
    const second = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { first: '1', max: '1' } });
    expect(second.json().map((u: { username: string }) => u.username)).toEqual([names[1]]);
    const q = await t.call(adminA, { method: 'GET', url: `${base()}/users`, query: { q: `partners:${PARTNER_B}` } });
    expect(q.json()).toEqual([]);
    for (const [method, url] of [
      ['GET', `${base()}/users/${foreign.id}`],
      ['PUT', `${base()}/users/${foreign.id}`],
      ['DELETE', `${base()}/users/${foreign.id}`],
      ['GET', `${base()}/users/${foreign.id}/groups`],
      ['PUT', `${base()}/users/${foreign.id}/groups/${await groupId('admin')}`],
    ] as const) {
      const res = await t.call(adminA, { method, url, payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const grant = await t.call(adminA, {
      method: 'POST',
      url: `${base()}/users`,
      payload: { username: 'wants.b', attributes: { partners: [PARTNER_B] } },
    });
    expect(grant.statusCode).toBe(403);
    const mine = await makeUser(t, { partners: [PARTNER_A] });
    const addB = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${mine.id}`,
      payload: { attributes: { partners: [PARTNER_A, PARTNER_B] } },
    });
    expect(addB.statusCode).toBe(403);
    // A user without partners is visible to every admin, and partners I hold can be granted; column and attribute agree.
    const fresh = await makeUser(t, { partners: [] });
    const give = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${fresh.id}`,
      payload: { attributes: { partners: [PARTNER_A], department: ['claims'] } },
    });
    expect(give.statusCode).toBe(204);
    const { rows } = await t.owner.query('select partners, attributes from identity_users where id = $1', [fresh.id]);
    expect(rows[0].partners).toEqual([PARTNER_A]);
    expect(rows[0].attributes).toEqual({ partners: [PARTNER_A], department: ['claims'] });
  });

  it('assigns and removes groups', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A], roles: ['partner_user'] });
    const gid = await groupId('finance_officer');
    expect(
      (await t.call(adminA, { method: 'PUT', url: `${base()}/users/${u.id}/groups/${gid}`, payload: {} })).statusCode,
    ).toBe(204);
    let names = (await t.call(adminA, { method: 'GET', url: `${base()}/users/${u.id}/groups` }))
      .json()
      .map((g: { name: string }) => g.name);
    expect(names).toEqual(['finance_officer', 'partner_user']);
    expect((await t.call(adminA, { method: 'DELETE', url: `${base()}/users/${u.id}/groups/${gid}` })).statusCode).toBe(
      204,
    );
    names = (await t.call(adminA, { method: 'GET', url: `${base()}/users/${u.id}/groups` }))
      .json()
      .map((g: { name: string }) => g.name);
    expect(names).toEqual(['partner_user']);
    const unknown = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/groups/0190a000-0000-7000-8000-000000000999`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists groups in Keycloak shape', async () => {
    const res = await t.call(adminA, { method: 'GET', url: `${base()}/groups` });
    expect(res.json()).toContainEqual(expect.objectContaining({ name: 'admin', path: '/admin', subGroups: [] }));
    const one = await t.call(adminA, { method: 'GET', url: `${base()}/groups/${await groupId('admin')}` });
    expect(one.json().name).toBe('admin');
  });

  it('emails an update-password link (execute-actions-email) and sets passwords (reset-password)', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A] });
    const res = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/execute-actions-email`,
      query: { lifespan: '300' },
      payload: ['UPDATE_PASSWORD'],
    });
    expect(res.statusCode).toBe(204);
    const { rows } = await t.owner.query('select text_body, kind from email_outbox where to_address = $1', [
      `${u.username}@example.com`,
    ]);
    expect(rows[0].kind).toBe('identity.execute_actions');
    expect(rows[0].text_body).toContain(`${t.config.publicUrl}/recover-password?token=`);
    const tokens = await t.owner.query('select expires_at from identity_action_tokens where user_id = $1', [u.id]);
    const left = Date.parse(tokens.rows[0].expires_at) - Date.now();
    expect(left).toBeGreaterThan(290_000);
    expect(left).toBeLessThanOrEqual(300_000);
    const badAction = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/execute-actions-email`,
      payload: ['DELETE_ACCOUNT'],
    });
    expect(badAction.statusCode).toBe(400);
    const noMail = await makeUser(t, { partners: [PARTNER_A], email: null });
    const missing = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${noMail.id}/execute-actions-email`,
      payload: ['UPDATE_PASSWORD'],
    });
    expect(missing.statusCode).toBe(400);

    const reset = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/reset-password`,
      payload: { type: 'password', value: 'N3w-password!', temporary: false },
    });
    expect(reset.statusCode).toBe(204);
    const weak = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/reset-password`,
      payload: { type: 'password', value: 'weak', temporary: false },
    });
    expect(weak.statusCode).toBe(400);
  });

  it('refuses deleting oneself', async () => {
    const res = await t.call(adminA, { method: 'DELETE', url: `${base()}/users/${adminA.sub}` });
    expect(res.statusCode).toBe(422);
  });

  it('needs a token (401) and the users permission (403); unknown realm is 404', async () => {
    expect((await t.call(null, { method: 'GET', url: `${base()}/users` })).statusCode).toBe(401);
    expect(
      (await t.call(roleOf('call_centre_agent', PARTNER_A), { method: 'GET', url: `${base()}/users` })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(roleOf('claims_assessor', PARTNER_A), {
          method: 'POST',
          url: `${base()}/users`,
          payload: { username: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call(adminOf(PARTNER_A), { method: 'GET', url: '/identity/admin/realms/other/users' })).statusCode,
    ).toBe(404);
  });
});

describe('temporary passwords', () => {
  it('a temporary password opens no session: it leads to the set-password page, then their own works', async () => {
    const { realmToken } = await import('./fixtures.ts');
    const u = await makeUser(t, { partners: [PARTNER_A] });
    const res = await t.call(adminA, {
      method: 'PUT',
      url: `${base()}/users/${u.id}/reset-password`,
      payload: { type: 'password', value: 'Temp-pass1!', temporary: true },
    });
    expect(res.statusCode).toBe(204);
    const signIn = await realmToken(t, { grant_type: 'password', username: u.username, password: 'Temp-pass1!' });
    // The temporary password is right but opens no session: it answers a one-time token for the set-password page.
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/temporary/),
    });
    expect(signIn.json().access_token).toBeUndefined();
    const token = signIn.json().action_token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    // A wrong password tells nothing and gives no token.
    const wrong = await realmToken(t, { grant_type: 'password', username: u.username, password: 'Wrong-pass1!' });
    expect(wrong.json().action_token).toBeUndefined();
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token, password: 'Own-pass1!' },
    });
    expect(set.statusCode).toBe(204);
    expect(
      (await realmToken(t, { grant_type: 'password', username: u.username, password: 'Own-pass1!' })).statusCode,
    ).toBe(200);
  });
});
