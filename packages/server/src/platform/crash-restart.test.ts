import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `kill -9` of the server (or the out-of-memory killer) leaves its embedded PostgreSQL running — it has a process group
 * of its own — and its lock file in DATA_DIR. The next start must take over: stop that PostgreSQL cleanly and start
 * again on the same data, ready.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverdesk-test-data/'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {}
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Starts `npm start`'s script (node scripts/start.mjs) on the test's DATA_DIR and waits until /ready answers 200. */
async function start(port: number) {
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_JSON: '1',
      LOG_LEVEL: 'warn',
    },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c) => {
    output += c;
  });
  child.stderr!.on('data', (c) => {
    output += c;
  });
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => undefined);
    if (ready?.status === 200) return { child, output: () => output, ready: await ready.json() };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

describe('a start after kill -9', () => {
  it('stops the PostgreSQL the killed server left running and starts ready on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.ready).toMatchObject({ status: 'UP', database: 'UP', jobs: { workers: 'running' } });
    const orphan = postmasterPid();

    // While its server runs, a second start on the same data leaves that PostgreSQL alone and says why it stops.
    const { DATABASE_URL: _external, ...env } = process.env;
    const twin = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIST: path.join(dataDir, 'no-web') },
    });
    let twinOutput = '';
    twin.stderr!.on('data', (c) => {
      twinOutput += c;
    });
    const twinCode = await new Promise((r) => twin.once('exit', r));
    expect(twinCode).not.toBe(0);
    expect(twinOutput).toContain(`Another CoverDesk server (process ${first.child.pid}) is running on ${dataDir}`);
    expect(alive(orphan)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    // What the crash leaves: PostgreSQL still running on the data folder, its lock file in place.
    expect(alive(orphan)).toBe(true);

    const second = await start(port);
    expect(second.ready).toMatchObject({ status: 'UP', database: 'UP', jobs: { workers: 'running' } });
    expect(second.output()).toContain(`stopping PostgreSQL ${orphan} left running by a server that was killed`);
    expect(alive(orphan)).toBe(false);
    const ours = postmasterPid();
    expect(ours).not.toBe(orphan);
    expect(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(second.child.pid));

    // It stops as usual, and takes its PostgreSQL with it.
    const exited = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    await exited;
    expect(second.child.exitCode).toBe(0);
    for (let i = 0; i < 50 && alive(ours); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive(ours)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 240_000);
});
