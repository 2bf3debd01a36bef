import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realmToken } from '../../identity/test/fixtures.ts';
import { insertCustomer, seedPartners } from '../../modules/customers/customers.fixtures.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { isConnectionError } from './connection-errors.ts';

let t: TestApp;
let admin: pg.Client;
let dbName: string;
let customer: string;
const agent = roleOf('call_centre_agent', PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  customer = await insertCustomer(t, PARTNER_A, { full_name: 'Akinyi Otieno' });
  dbName = new URL(t.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: t.url.replace(`/${dbName}`, '/postgres') });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`alter database "${dbName}" with allow_connections true`).catch(() => {});
  await admin.end();
  await t.close();
});

/** A customer read on the main pool and a name search on the scoped reader pool. */
const readBoth = (lang = 'en') =>
  Promise.all([
    t.call(agent, {
      method: 'GET',
      url: `/api/customers/${customer}`,
      partner: PARTNER_A,
      headers: { 'accept-language': lang },
    }),
    t.call(agent, {
      method: 'GET',
      url: '/api/customers/find',
      query: { name: 'Akinyi' },
      partner: PARTNER_A,
      headers: { 'accept-language': lang },
    }),
  ]);

/** Ends every backend of the test database but `keep`: what a PostgreSQL restart or fail-over does to the pools. */
const cutConnections = async (keep: number[] = []) =>
  (
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> all($2::int[])',
      [dbName, keep],
    )
  ).rowCount;

describe('a lost database', () => {
  it('answers 503 to the requests whose connection is cut, then serves again', async () => {
    expect((await readBoth()).map((r) => r.statusCode)).toEqual([200, 200]);
    // Requests wait on a lock while their connections are cut under them.
    const locker = new pg.Client({ connectionString: t.url });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table customers in access exclusive mode');
    const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const pending = Promise.all([readBoth(), readBoth()]);
    for (let waiting = 0; waiting < 4; ) {
      await new Promise((r) => setTimeout(r, 50));
      waiting = (
        await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [dbName],
        )
      ).rows[0].n;
    }
    expect(await cutConnections([lockerPid])).toBeGreaterThan(0);
    const answers = (await pending).flat();
    await locker.query('rollback');
    await locker.end();
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'database_unavailable', message: expect.stringMatching(/try again/) });
    }
    expect((await readBoth()).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('answers 503 in the caller’s language while PostgreSQL refuses connections, and recovers alone', async () => {
    await admin.query(`alter database "${dbName}" with allow_connections false`);
    await cutConnections();
    const [fr] = await readBoth('fr');
    expect(fr.statusCode).toBe(503);
    expect(fr.json().message).toMatch(/réessayez/);
    const [en, search] = await readBoth('en');
    expect([en.statusCode, search.statusCode]).toEqual([503, 503]);
    expect(en.json().message).toMatch(/try again/);
    // The sign-in path (rate limit store, user look-up) answers the same.
    const token = await realmToken(t, { grant_type: 'password', username: 'someone', password: 'Some-pass1!' });
    expect(token.statusCode).toBe(503);
    await admin.query(`alter database "${dbName}" with allow_connections true`);
    expect((await readBoth()).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('tells connection failures from statement errors', () => {
    expect(isConnectionError({ code: '57P01' })).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ message: 'Failed query', cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isConnectionError({ code: '23505' })).toBe(false);
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
  });
});
