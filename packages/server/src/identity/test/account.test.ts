import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { makeUser, realmToken, signIn } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const outboxFor = async (to: string) =>
  (await t.owner.query('select * from email_outbox where to_address = $1 order by created_at', [to])).rows;
const tokenFrom = (text: string) => decodeURIComponent(/recover-password\?token=([^\s]+)/.exec(text)![1]!);

describe('PUT /api/forgotpassword/{x} and PUT /api/public/recover_password', () => {
  it('emails a one-time link valid 300 s that sets the password and clears the lock', async () => {
    const u = await makeUser(t, { partners: [PARTNER_A] });
    for (let i = 0; i < 5; i++)
      await realmToken(t, { grant_type: 'password', username: u.username, password: 'Wrong-pass1!' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${u.username}` });
    expect(res.statusCode).toBe(204);
    const [mail] = await outboxFor(`${u.username}@example.com`);
    expect(mail.kind).toBe('identity.forgot_password');
    expect(mail.text_body).toContain('http://localhost:8080/recover-password?token=');
    const token = tokenFrom(mail.text_body);
    // Its page checks the link when it opens (nothing consumed), and an unknown one is reported as not valid.
    const check = (tk: string) =>
      t.app.inject({ method: 'POST', url: '/api/public/recover_password/check', payload: { token: tk } });
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check('not-a-token')).json()).toEqual({ valid: false });
    expect((await check('')).statusCode).toBe(400);
    const { rows } = await t.owner.query('select expires_at from identity_action_tokens where user_id = $1', [u.id]);
    expect(Date.parse(rows[0].expires_at) - Date.now()).toBeGreaterThan(290_000);

    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/8 to 30/);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token, password: 'Brand-new1!' },
    });
    expect(ok.statusCode).toBe(204);
    await signIn(t, u.username, 'Brand-new1!');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token, password: 'Another-1!' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toMatch(/invalid or has expired/);
    // A used link is reported before a password is typed.
    expect((await check(token)).json()).toEqual({ valid: false });
  });

  it('answers the same for an unknown user and sends nothing; works by email too', async () => {
    const before = (await t.owner.query('select count(*)::int as n from email_outbox')).rows[0].n;
    const res = await t.app.inject({ method: 'PUT', url: '/api/forgotpassword/nobody-at-all' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.owner.query('select count(*)::int as n from email_outbox')).rows[0].n).toBe(before);
    const u = await makeUser(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${u.username}@example.com` })).statusCode,
    ).toBe(204);
    expect(await outboxFor(`${u.username}@example.com`)).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const u = await makeUser(t);
    await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${u.username}` });
    const token = tokenFrom((await outboxFor(`${u.username}@example.com`))[0].text_body);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/public/recover_password/check',
      payload: { token },
    });
    expect(checked.json()).toEqual({ valid: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token, password: 'Brand-new1!' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('rejects a missing token and mismatched confirmation', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { password: 'Brand-new1!', confirm_password: 'Brand-new2!' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['token']);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/public/recover_password',
      payload: { token: 'abc', password: 'Brand-new1!', confirm_password: 'Brand-new2!' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirm_password: 'The passwords do not match.' });
  });
});

describe('PUT /api/users/changepassword/{guid}', () => {
  it('changes one’s own password with the current one', async () => {
    const u = await makeUser(t, { roles: ['partner_user'], partners: [PARTNER_A] });
    const tokens = await signIn(t, u.username, u.password);
    const wrong = await t.call(tokens.access_token, {
      method: 'PUT',
      url: `/api/users/changepassword/${u.id}`,
      payload: { current_password: 'Not-it-1!', new_password: 'Changed-1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');
    const missing = await t.call(tokens.access_token, {
      method: 'PUT',
      url: `/api/users/changepassword/${u.id}`,
      payload: { new_password: 'Changed-1!' },
    });
    expect(missing.statusCode).toBe(400);
    const weak = await t.call(tokens.access_token, {
      method: 'PUT',
      url: `/api/users/changepassword/${u.id}`,
      payload: { current_password: u.password, new_password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await t.call(tokens.access_token, {
      method: 'PUT',
      url: `/api/users/changepassword/${u.id}`,
      payload: { current_password: u.password, new_password: 'Changed-1!', confirm_password: 'Changed-1!' },
    });
    expect(ok.statusCode).toBe(204);
    await signIn(t, u.username, 'Changed-1!');
    const audit = await t.owner.query('select action from audit_events where entity_guid = $1', [u.id]);
    expect(audit.rows.map((r) => r.action)).toContain('change_own_password');
  });

  it('lets an admin set another user’s password, within their partners only', async () => {
    const admin = await makeUser(t, { partners: [PARTNER_A] });
    const mine = await makeUser(t, { roles: ['partner_user'], partners: [PARTNER_A] });
    const foreign = await makeUser(t, { roles: ['partner_user'], partners: [PARTNER_B] });
    const adminUser = { sub: admin.id, roles: ['admin'], partners: [PARTNER_A], username: admin.username };
    const ok = await t.call(adminUser, {
      method: 'PUT',
      url: `/api/users/changepassword/${mine.id}`,
      payload: { new_password: 'Set-by-admin1!' },
    });
    expect(ok.statusCode).toBe(204);
    await signIn(t, mine.username, 'Set-by-admin1!');
    const foreignRes = await t.call(adminUser, {
      method: 'PUT',
      url: `/api/users/changepassword/${foreign.id}`,
      payload: { new_password: 'Set-by-admin1!' },
    });
    expect(foreignRes.statusCode).toBe(404);
    const notAdmin = await t.call(roleOf('call_centre_agent', PARTNER_A), {
      method: 'PUT',
      url: `/api/users/changepassword/${mine.id}`,
      payload: { new_password: 'Set-by-agent1!' },
    });
    expect(notAdmin.statusCode).toBe(403);
    const noToken = await t.call(null, {
      method: 'PUT',
      url: `/api/users/changepassword/${mine.id}`,
      payload: { new_password: 'Set-by-agent1!' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('POST /api/public/create_outbound_email', () => {
  it('queues a support message to the support address only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/create_outbound_email',
      payload: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Cannot sign in',
        message: 'Help please',
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = (await t.owner.query('select * from email_outbox where guid = $1', [res.json().guid])).rows;
    expect(row).toMatchObject({
      to_address: t.config.supportEmail,
      subject: '[Support] Cannot sign in',
      kind: 'support.contact',
    });
    expect(row.meta.reply_to).toBe('visitor@example.com');
    // A recipient of the caller's choosing is not a field of this call: refused, naming it, and nothing is queued.
    const aimed = await t.app.inject({
      method: 'POST',
      url: '/api/public/create_outbound_email',
      payload: { name: 'V', email: 'visitor@example.com', subject: 'Hi', message: 'Hi', to: 'victim@example.com' },
    });
    expect(aimed.statusCode).toBe(400);
    expect(Object.keys(aimed.json().errors)).toEqual(['to']);
    expect(await outboxFor('victim@example.com')).toHaveLength(0);
  });

  it('rejects bad input and writes nothing', async () => {
    const before = (await t.owner.query('select count(*)::int as n from email_outbox')).rows[0].n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/create_outbound_email',
      payload: { name: '', email: 'nope', subject: ' x', message: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect((await t.owner.query('select count(*)::int as n from email_outbox')).rows[0].n).toBe(before);
  });
});

describe('GET /api/outbox/emails', () => {
  it('lists newest first, filters by recipient, and hides reset links of foreign users', async () => {
    const mine = await makeUser(t, { partners: [PARTNER_A] });
    const foreign = await makeUser(t, { partners: [PARTNER_B] });
    await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${mine.username}` });
    await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${mine.username}` });
    await t.app.inject({ method: 'PUT', url: `/api/forgotpassword/${foreign.username}` });
    const res = await t.call(adminOf(PARTNER_A), {
      method: 'GET',
      url: '/api/outbox/emails',
      query: { to: `${mine.username}@example.com`, size: '1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ to: `${mine.username}@example.com`, status: 'queued', attempts: 0 });
    const all = (
      await t.call(adminOf(PARTNER_A), { method: 'GET', url: '/api/outbox/emails', query: { size: '500' } })
    ).json();
    const times = all.items.map((i: { created_at: string }) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const hidden = await t.call(adminOf(PARTNER_A), {
      method: 'GET',
      url: '/api/outbox/emails',
      query: { to: `${foreign.username}@example.com` },
    });
    expect(hidden.json()).toEqual({ items: [], count: 0 });
    const seen = await t.call(adminOf(PARTNER_B), {
      method: 'GET',
      url: '/api/outbox/emails',
      query: { to: `${foreign.username}@example.com` },
    });
    expect(seen.json().count).toBe(1);
  });

  it('needs outbox.read (403), a token (401) and valid paging (400)', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/outbox/emails' })).statusCode).toBe(401);
    expect(
      (await t.call(roleOf('call_centre_agent', PARTNER_A), { method: 'GET', url: '/api/outbox/emails' })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(adminOf(PARTNER_A), { method: 'GET', url: '/api/outbox/emails', query: { page: '0' } })).statusCode,
    ).toBe(400);
  });
});
