import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'E2e-Admin#2026';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A server whose tokens live a few seconds, for the session-expired flow. */
    shortUrl: string;
    adminPassword: string;
    dataDir: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

interface Started {
  url: string;
  dataDir: string;
  child: ChildProcess;
  log: string[];
}

async function startServer(name: string, extraEnv: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coverdesk-e2e-${name}-`));
  // When run as root the embedded PostgreSQL runs as `postgres`, which must be able to enter this folder.
  fs.chmodSync(dataDir, 0o755);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // Every answer of the flows also checked by zod against the compiled serializer (platform/http/serializer.ts).
    CHECK_RESPONSES: '1',
    WEB_DIST: path.join(root, 'packages/web/dist'),
    ...extraEnv,
  };
  // Always the embedded PostgreSQL on the empty data folder, whatever the calling shell has.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.SENTRY_DSN;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${name} server stopped:\n${log.join('')}`);
    const ready = await fetch(`${url}/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, dataDir, child, log };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${name} server did not start in time:\n${log.join('')}`);
}

function stop(s: Started) {
  return new Promise<void>((resolve) => {
    if (s.child.exitCode !== null) return resolve();
    const force = setTimeout(() => s.child.kill('SIGKILL'), 20_000);
    s.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    s.child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  // While writing a flow: E2E_BASE_URL and E2E_DATA_DIR point at a server you started (same ADMIN_PASSWORD, DEMO_DATA=1).
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('shortUrl', process.env.E2E_SHORT_URL ?? process.env.E2E_BASE_URL);
    project.provide('adminPassword', ADMIN_PASSWORD);
    project.provide('dataDir', process.env.E2E_DATA_DIR);
    return;
  }
  // Build the web app once (the servers then serve the same build).
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development builds.
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const [main, short] = await Promise.all([
    // KYC checks run 2 s after they are requested instead of about 2 minutes (customers flow).
    startServer('main', { KYC_DELAY_SECONDS: '2' }),
    // The access token would be refreshed after 7 s, but the refresh token has expired after 5 s.
    // Only the admin signs in there: no demo data to seed.
    startServer('short', { ACCESS_TOKEN_SECONDS: '10', REFRESH_TOKEN_SECONDS: '5', DEMO_DATA: '0' }),
  ]);
  project.provide('baseUrl', main.url);
  project.provide('shortUrl', short.url);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('dataDir', main.dataDir);
  return async () => {
    await Promise.all([stop(main), stop(short)]);
    for (const s of [main, short]) fs.rmSync(s.dataDir, { recursive: true, force: true });
  };
}
