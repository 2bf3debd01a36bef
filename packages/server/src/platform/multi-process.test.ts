import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * Two server processes on one database, as behind a load balancer: what one learns (a logout, a rate limit count, a
 * brute-force lock) holds on the other at once.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ADMIN_PASSWORD = 'Admin-pass-1!';
const CLIENT = { id: 'coverdesk-web', secret: 'coverdesk-web-secret' };

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dataDirs: string[] = [];
let a: Server;
let b: Server;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startServer(url: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverdesk-test-data/'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://coverdesk.test',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_DATA: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      LOG_JSON: '1',
      TOKEN_RATE_LIMIT: '4',
      RUN_JOBS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => {
    output += c;
  });
  child.stderr!.on('data', (c) => {
    output += c;
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited while starting:\n${output}`);
    if (/CoverDesk is running/.test(output)) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, output: () => output };
}

async function stopServer(s: Server | undefined) {
  if (!s || s.child.exitCode !== null) return s?.child.exitCode;
  const exited = new Promise<number | null>((r) => s.child.once('exit', (code) => r(code)));
  s.child.kill('SIGTERM');
  return exited;
}

const tokenCall = (s: Server, fields: Record<string, string>, ip: string) =>
  fetch(`${s.base}/identity/realms/coverdesk/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...fields }),
  });
const signIn = (s: Server, password: string, ip: string) =>
  tokenCall(s, { grant_type: 'password', username: 'admin', password }, ip);
const me = (s: Server, accessToken: string) =>
  fetch(`${s.base}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });

/**
 * The status `me` answers once it turns 401, or the last one after 3 s: the other process learns of a revocation from
 * PostgreSQL's NOTIFY, which reaches it a moment after the process that revoked (on a loaded machine, after its answer).
 */
async function statusOnceRevoked(s: Server, accessToken: string) {
  let status = 0;
  for (const until = Date.now() + 3000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    status = (await me(s, accessToken)).status;
    if (status === 401) break;
  }
  return status;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Started together, as a deployment does: first-start work (signing key, admin user) must not race.
  [a, b] = await Promise.all([startServer(database.url), startServer(database.url)]);
}, 150_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await database?.drop();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one database', () => {
  it('a logout on A rejects the session’s tokens on B as soon as B hears of it', async () => {
    const res = await signIn(a, ADMIN_PASSWORD, '10.0.0.1');
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { access_token: string; refresh_token: string };
    expect((await me(b, tokens.access_token)).status).toBe(200);
    expect((await me(a, tokens.access_token)).status).toBe(200);
    const logout = await fetch(`${a.base}/api/users/logout`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect(await statusOnceRevoked(b, tokens.access_token)).toBe(401);
    expect((await me(a, tokens.access_token)).status).toBe(401);
    const refresh = await tokenCall(
      b,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      '10.0.0.1',
    );
    expect(refresh.status).toBe(400);
  });

  it('the OIDC logout on B ends the session on A too', async () => {
    const tokens = (await (await signIn(b, ADMIN_PASSWORD, '10.0.0.2')).json()) as {
      access_token: string;
      refresh_token: string;
    };
    expect((await me(a, tokens.access_token)).status).toBe(200);
    const logout = await fetch(`${b.base}/identity/realms/coverdesk/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(logout.status).toBe(204);
    expect(await statusOnceRevoked(a, tokens.access_token)).toBe(401);
  });

  it('the token endpoint’s rate limit counts the calls of one client on both', async () => {
    const ip = '10.0.0.3';
    const codes: number[] = [];
    for (const s of [a, b, a, b, a, b])
      codes.push((await tokenCall(s, { grant_type: 'password', username: 'nobody', password: 'x' }, ip)).status);
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
    // Another client is not affected.
    expect((await tokenCall(b, { grant_type: 'password', username: 'nobody', password: 'x' }, '10.0.0.4')).status).toBe(
      400,
    );
  });

  it('failed sign-ins on both add up to one lock-out, which holds on both', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signIn(i % 2 ? b : a, 'Wrong-pass1!', `10.0.1.${i}`);
      expect(((await res.json()) as { error_description: string }).error_description).toBe('Invalid user credentials');
    }
    for (const s of [a, b]) {
      const res = await signIn(s, ADMIN_PASSWORD, '10.0.1.9');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error_description: string }).error_description).toMatch(/locked/);
    }
  });

  it('both processes stop cleanly', async () => {
    expect(await Promise.all([stopServer(a), stopServer(b)])).toEqual([0, 0]);
    for (const s of [a, b]) expect(s.output()).not.toMatch(/Unhandled|uncaught|"level":50/i);
  }, 30_000);
});
