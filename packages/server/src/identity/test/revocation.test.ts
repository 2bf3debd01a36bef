import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRealm, type Realm } from '../realm.ts';
import { makeUser, signIn } from './fixtures.ts';

/** A second realm on its own pools and LISTEN connection stands for another server process on the same database. */
let t: TestApp;
let otherDb: Database;
let other: Realm;
beforeAll(async () => {
  t = await createTestApp();
  otherDb = createDatabase(t.url, { max: 2 });
  other = await createRealm(t.config, otherDb);
});
afterAll(async () => {
  await otherDb.close();
  await t.close();
});

describe('revocation heard by every process', () => {
  it('a logout is heard by the other process, which rejects the token', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    expect((await other.verifier.verify(tokens.access_token)).sub).toBe(u.id);
    const started = Date.now();
    const res = await t.call(tokens.access_token, { method: 'GET', url: '/api/users/logout' });
    expect(res.statusCode).toBe(204);
    // The answer waited for the NOTIFY to come back, not for the 2 s fallback; the other process heard it as well,
    // within a few milliseconds (both LISTEN connections are told at the same commit).
    expect(Date.now() - started).toBeLessThan(1500);
    const heardBy = Date.now() + 200;
    while (!other.revokedSessions.has(tokens.session_state) && Date.now() < heardBy)
      await new Promise((r) => setTimeout(r, 5));
    await expect(other.verifier.verify(tokens.access_token)).rejects.toMatchObject({ status: 401 });
  });

  it('a password reset by an admin ends the user’s sessions in the other process too', async () => {
    const u = await makeUser(t, { roles: ['partner_user'] });
    const tokens = await signIn(t, u.username, u.password);
    await other.verifier.verify(tokens.access_token);
    const admin = await makeUser(t);
    const res = await t.call(
      { sub: admin.id, roles: ['admin'], partners: [], username: admin.username },
      { method: 'PUT', url: `/api/users/changepassword/${u.id}`, payload: { new_password: 'Set-by-admin1!' } },
    );
    expect(res.statusCode).toBe(204);
    const heardBy = Date.now() + 200;
    while (!other.revokedSessions.has(tokens.session_state) && Date.now() < heardBy)
      await new Promise((r) => setTimeout(r, 5));
    await expect(other.verifier.verify(tokens.access_token)).rejects.toMatchObject({ status: 401 });
  });

  it('a process whose LISTEN connection was cut catches up from the table when it reconnects', async () => {
    const u = await makeUser(t);
    const tokens = await signIn(t, u.username, u.password);
    const listener = await t.owner.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
    );
    expect(listener.rows.length).toBeGreaterThan(0);
    // Cut the other process's LISTEN connection, then revoke while it is away.
    await t.owner.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [
      listener.rows.map((r) => r.pid),
    ]);
    await t.owner.query('update identity_sessions set revoked_at = now() where id = $1', [tokens.session_state]);
    for (let i = 0; i < 100 && !other.revokedSessions.has(tokens.session_state); i++)
      await new Promise((r) => setTimeout(r, 50));
    await expect(other.verifier.verify(tokens.access_token)).rejects.toMatchObject({ status: 401 });
  });
});
