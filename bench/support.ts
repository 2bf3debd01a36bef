// What every bench script shares: a fresh database (embedded PostgreSQL unless DATABASE_URL), the server started as a
// child process, a free port, peak memory, and a bench partner. One place, so each script holds only its scenario.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { startEmbeddedPostgres } from '../packages/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../packages/server/src/platform/db/migrate.ts';
import { buildServer } from '../scripts/build-server.mjs';

export const seconds = (t0: number) => (Date.now() - t0) / 1000;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Peak resident memory of a process (VmHWM), in MB. */
export const peakRssMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** One autocannon run of `requests` (taken in turn) against `base`: requests/s, p50 and p99 in ms, failures. */
export async function measure(
  base: string,
  requests: { method?: string; path: string; headers?: Record<string, string>; body?: string }[],
  opts: { seconds: number; connections: number },
) {
  const r = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.seconds,
    requests: requests.map((q) => ({
      method: (q.method ?? 'GET') as 'GET',
      path: q.path,
      headers: q.headers,
      body: q.body,
    })),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const children: ChildProcess[] = [];

/**
 * Runs a bench server script (`bench/*-server.ts`) as `npm start` runs the server (bundled, plain Node: tsx would
 * add some 75 MB to its RSS) and resolves with the JSON of its `{"ready"…}` line and its pid. `BENCH_PROFILE=<dir>`
 * writes its CPU profile there when it stops.
 */
export async function startChild(
  script: string,
  env: Record<string, string>,
): Promise<Record<string, string> & { pid: number }> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const bundle = await buildServer(script, `packages/server/dist/bench-${path.basename(script, '.ts')}.mjs`);
  const child = spawn(process.execPath, [...profile, bundle], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve({ ...JSON.parse(line), pid: child.pid! });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The import server (the app with its job workers) on a free port; resolves with its admin token and pid. */
export async function startImportServer(env: Record<string, string>) {
  const port = await freePort();
  const ready = await startChild('bench/import-server.ts', {
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  return { ...ready, token: ready.token!, pid: ready.pid, base: `http://127.0.0.1:${port}` };
}

export function stopChildren(signal: NodeJS.Signals = 'SIGTERM') {
  for (const c of children.splice(0)) c.kill(signal);
}

/**
 * A database `name` dropped and created again, migrated; on DATABASE_URL's server, else on an embedded PostgreSQL
 * under .tmp/bench-pg. `BENCH_EXPLAIN_MS=<ms>` has PostgreSQL log the plan of every statement slower than that,
 * `BENCH_LOG_MS=<ms>` the statement and its duration only (cheaper: to see where a phase's time goes). With `reuse`,
 * a database of that name is kept as it is (migrated).
 */
export async function freshDatabase(name: string, opts: { reuse?: boolean } = {}) {
  let url = process.env.DATABASE_URL;
  const embedded = url ? undefined : await startEmbeddedPostgres(path.resolve('.tmp/bench-pg'), { quiet: true });
  url ??= embedded!.url;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const reused =
    opts.reuse === true &&
    Boolean((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  if (!reused) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  if (process.env.BENCH_LOG_MS)
    await admin.query(`alter database ${name} set log_min_duration_statement = ${Number(process.env.BENCH_LOG_MS)}`);
  if (process.env.BENCH_EXPLAIN_MS)
    await admin.query(
      `alter database ${name} set session_preload_libraries = 'auto_explain';
       alter database ${name} set auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN_MS)};
       alter database ${name} set auto_explain.log_analyze = on;
       alter database ${name} set auto_explain.log_nested_statements = on`,
    );
  await admin.end();
  const { useAppRole } = await migrateDatabase(dbUrl.toString());
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  return {
    /** The server's own URL (another database of it can be made there). */
    serverUrl: url,
    url: dbUrl.toString(),
    useAppRole,
    client,
    /** True when `reuse` was asked and the database was there: its data is an earlier run's. */
    reused,
    /** The guid of the partner of `code` an earlier run loaded, when the database was reused and holds it. */
    async earlierPartner(code: string): Promise<string | undefined> {
      if (!reused) return undefined;
      return (await client.query<{ guid: string }>('select guid from partners where code = $1', [code])).rows[0]?.guid;
    },
    async stop() {
      await client.end().catch(() => undefined);
      await embedded?.stop();
    },
  };
}

/** Kenya, and a bench partner in it; answers the partner's guid. */
export async function benchPartner(client: pg.Client, code: string, name: string) {
  const guid = uuidv7();
  await client.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9) on conflict do nothing",
  );
  await client.query(
    `insert into partners (guid, name, code, country_code, insurer) values ($1, $2, $3, 'KE', 'Bench')`,
    [guid, name, code],
  );
  return guid;
}

/** A monthly hospital-cash product of the partner (ages 18–65, KES 5,000 a day); answers its guid. */
export async function benchProduct(
  client: pg.Client,
  partner: string,
  opts: { code: string; name?: string; coverType?: 'individual' | 'group'; paymentMethod?: string },
) {
  const guid = uuidv7();
  await client.query(
    `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
       minimum_age, maximum_age, cool_off_hours, waiting_days, debit_grace_days, fixed_indemnity_amount, active)
     values ($1, $2, $3, $4, 'hospital', $5, 'monthly', 'principal', $6, 18, 65, 48, 30, 10, 500000, true)`,
    [
      partner,
      guid,
      opts.code,
      opts.name ?? 'Hospital Cash',
      opts.coverType ?? 'individual',
      opts.paymentMethod ?? 'strike_money',
    ],
  );
  return guid;
}

/** CPU seconds (user + system) a process has used, with its reaped children (a postmaster's ended backends). */
function cpuOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state, ppid, …, utime (14), stime, cutime, cstime (17).
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = 100;
  return {
    self: (Number(f[11]) + Number(f[12])) / tick,
    children: (Number(f[13]) + Number(f[14])) / tick,
    ppid: Number(f[1]),
  };
}

/** CPU seconds of a process so far (user + system). */
export const cpuSeconds = (pid: number) => cpuOf(pid).self;

/**
 * CPU seconds of a PostgreSQL server so far: its postmaster's reaped backends plus every live process under it.
 * `backendPid` is any backend of it (`select pg_backend_pid()`), on this machine.
 */
export function postgresCpuSeconds(backendPid: number) {
  const postmaster = cpuOf(backendPid).ppid;
  let total = cpuOf(postmaster).self + cpuOf(postmaster).children;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const c = cpuOf(Number(d));
      if (c.ppid === postmaster) total += c.self;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** A timed part of a baseline: a statement, or a variant of one (`saves`: seconds less than with everything). */
export interface Step {
  name: string;
  seconds: number;
  rows?: number;
  saves?: number;
}

/**
 * Runs a baseline's statements in turn, each timed into `steps` with the rows it touched. A statement's `$1` is the
 * partner and `$2` the batch; `after` runs after each (e.g. an `analyze` of the temporary table it filled).
 */
export async function runBaselineStatements(
  client: pg.Client,
  statements: readonly { name: string; sql: string }[],
  params: { partner: string; batch: string },
  steps: Step[],
  after: (name: string) => Promise<unknown> = async () => undefined,
) {
  for (const s of statements) {
    const t = Date.now();
    const values = s.sql.includes('$2') ? [params.partner, params.batch] : s.sql.includes('$1') ? [params.partner] : [];
    const r = await client.query(s.sql, values);
    steps.push({ name: s.name, seconds: seconds(t), rows: r.rowCount ?? 0 });
    await after(s.name);
  }
}

/** The import beside its bare-SQL baseline (issue 33): rows, seconds, ratio baseline / import, rows/s, peak RSS. */
export function printSummary(r: {
  label?: string;
  rows: number;
  baselineSeconds: number;
  importSeconds: number;
  rssMb: number;
  idleRssMb?: number;
}) {
  const ratio = r.baselineSeconds / r.importSeconds;
  console.log(`\n${r.label ?? 'Import'} beside its bare-SQL baseline (same process, database, file and data):`);
  console.log(
    '  | rows | baseline s | import s | ratio baseline / import | baseline rows/s | import rows/s | peak RSS |',
  );
  console.log('  | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `  | ${r.rows.toLocaleString('en')} | ${r.baselineSeconds.toFixed(2)} | ${r.importSeconds.toFixed(2)} | ${ratio.toFixed(2)}× (target ≥ 0.5×) | ${Math.round(r.rows / r.baselineSeconds).toLocaleString('en')} | ${Math.round(r.rows / r.importSeconds).toLocaleString('en')} | ${r.rssMb.toFixed(0)} MB${r.idleRssMb === undefined ? '' : ` (${r.idleRssMb.toFixed(0)} idle)`} |`,
  );
  if (r.rows / r.baselineSeconds < 20_000)
    console.log('  the baseline itself is under 20,000 rows/s: see where its time goes below');
}

/** Where a baseline's time goes, one line per statement or variant. */
export function printSteps(title: string, steps: Step[]) {
  console.log(`\n${title}:`);
  const total = steps.reduce((n, s) => n + (s.saves === undefined ? s.seconds : 0), 0);
  for (const s of steps)
    console.log(
      `  ${s.seconds.toFixed(2).padStart(7)} s${s.saves === undefined ? ` ${((100 * s.seconds) / total).toFixed(0).padStart(3)}%` : ` (${s.saves >= 0 ? '−' : '+'}${Math.abs(s.saves).toFixed(2)} s)`}  ${s.name}${s.rows === undefined ? '' : ` — ${s.rows.toLocaleString('en')} rows`}`,
    );
}

/**
 * The baseline's rows per table against the import's (what each wrote): the baseline must write everything the
 * import writes for a valid row. Prints both and answers whether they match.
 */
export function compareCounts(what: string, baseline: Record<string, number>, imported: Record<string, number>) {
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(imported)])];
  const bad = keys.filter((k) => baseline[k] !== imported[k]);
  console.log(`\nRows written per table (${what}): baseline / import`);
  for (const k of keys)
    console.log(
      `  ${k.padEnd(24)} ${String(baseline[k]).padStart(9)} / ${String(imported[k]).padStart(9)}${bad.includes(k) ? '  ✗ differs' : ''}`,
    );
  console.log(
    bad.length ? `  ✗ the baseline and the import wrote different rows: ${bad.join(', ')}` : '  ✓ the same rows',
  );
  return bad.length === 0;
}
