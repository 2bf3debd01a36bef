// `npm run bench`: loads data with COPY into a fresh database, then measures CoverDesk endpoints with autocannon,
// each beside a bare Fastify + pg baseline doing the same indexed query, and prints one table. An endpoint with an
// answer cache (the knowledge base, hospitals) is measured again on a second process with that cache off.
// Then the document templates figures (bench/templates.ts: one-page render, 1,000 event documents).
// Settings: BENCH_CUSTOMERS (1000000), BENCH_PAYMENTS (5000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
// BENCH_ONLY (name filters, comma-separated; `templates` runs only the templates figures after the load),
// BENCH_PROFILE=<dir> (CPU profiles of both servers, written when they stop), BENCH_ROUNDS (1: CoverDesk and its
// baseline measured in turn that many times, the round of the median ratio shown),
// BENCH_REUSE=1 (measure the data an earlier run loaded, when it holds as many customers),
// DATABASE_URL (else an embedded PostgreSQL under .tmp/bench-pg), BENCH_DATABASE (coverdesk_bench: the database it
// creates on that server, dropped first unless reused).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Table from 'cli-table3';
import pg from 'pg';
import { startEmbeddedPostgres } from '../packages/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../packages/server/src/platform/db/migrate.ts';
import { adminSample, loadAdminData, loadUsers } from './load-admin-data.ts';
import { loadData, loadedData, loadPayments } from './load-data.ts';
import { type BenchContext, SCENARIOS } from './scenarios.ts';
import { cpuSeconds, freePort, measure, postgresCpuSeconds, startChild, stopChildren } from './support.ts';
import { webSizes } from './web-size.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 5_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY?.toLowerCase().split(',').filter(Boolean);
const DATABASE = process.env.BENCH_DATABASE ?? 'coverdesk_bench';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
type Measured = Awaited<ReturnType<typeof measure>> & { cpu: CpuPerRequest };
/** CPU microseconds per answered request: the server's, PostgreSQL's, and the load generator's (this process). */
interface CpuPerRequest {
  server: number;
  postgres: number;
  client: number;
}

/** `measure`, with the CPU each side spent per request (where a lower ratio's time goes). */
async function measured(
  base: string,
  serverPid: number,
  backendPid: number,
  requests: Parameters<typeof measure>[1],
  opts: Parameters<typeof measure>[2],
): Promise<Measured> {
  const before = {
    server: cpuSeconds(serverPid),
    postgres: postgresCpuSeconds(backendPid),
    client: process.cpuUsage(),
  };
  const m = await measure(base, requests, opts);
  const n = Math.max(1, m.rps * opts.seconds) / 1e6;
  const client = process.cpuUsage(before.client);
  return {
    ...m,
    cpu: {
      server: (cpuSeconds(serverPid) - before.server) / n,
      postgres: (postgresCpuSeconds(backendPid) - before.postgres) / n,
      client: (client.user + client.system) / 1e6 / n,
    },
  };
}

/** The data of an earlier run, when its database holds exactly BENCH_CUSTOMERS customers. */
async function reusable(url: string, benchUrl: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  await admin.end();
  if (!exists) return undefined;
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from customers');
    if (rows[0].n !== CUSTOMERS) return undefined;
    console.log(`Reusing the ${CUSTOMERS.toLocaleString('en')} customers loaded earlier`);
    return await loadedData(client, CUSTOMERS);
  } finally {
    await client.end();
  }
}

async function load(url: string, dbUrl: URL) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  await admin.query(`create database "${DATABASE}"`);
  await admin.end();
  await migrateDatabase(dbUrl.toString());
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  const t0 = Date.now();
  const data = await loadData(client, { customers: CUSTOMERS });
  await loadAdminData(client, data.partners);
  await client.end();
  console.log(
    `Loaded ${CUSTOMERS.toLocaleString('en')} customers with COPY in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return data;
}

/** The payments the dashboard is measured over (loaded once; a reused database from before gets them too). */
async function ensurePayments(url: string, partner: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from products where code = 'BENCHPAY'");
    if (rowCount) return;
    const t0 = Date.now();
    await loadPayments(client, partner, PAYMENTS);
    console.log(`Loaded ${PAYMENTS.toLocaleString('en')} payments in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/**
 * After a load (or a reused database's users reloaded), what autovacuum and the checkpointer would otherwise do during
 * the first scenarios (tens of millions of new rows to vacuum and write out): both sides are measured on a settled
 * database, as in production.
 */
async function settle(url: string) {
  const t0 = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum (analyze)');
  // CHECKPOINT needs a superuser or pg_checkpoint: on a DATABASE_URL without them the writes happen meanwhile.
  await client.query('checkpoint').catch((err: Error) => console.log(`No checkpoint: ${err.message}`));
  await client.end();
  console.log(`Vacuumed and checkpointed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const started = Date.now();
  let url = process.env.DATABASE_URL;
  const embedded = url ? undefined : await startEmbeddedPostgres(path.resolve('.tmp/bench-pg'), { quiet: true });
  url ??= embedded!.url;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${DATABASE}`;
  const reused = process.env.BENCH_REUSE === '1' ? await reusable(url, dbUrl.toString()) : undefined;
  const data = reused || (await load(url, dbUrl));
  if (reused) {
    // The users are cheap to load again: a reused database gets them as the current loader makes them.
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    await loadUsers(client, data.partners);
    await client.query('analyze identity_users, identity_user_groups, identity_sessions');
    await client.end();
  }
  // Idempotent: also brings a reused database up to the current migrations.
  const { useAppRole } = await migrateDatabase(dbUrl.toString());
  await ensurePayments(dbUrl.toString(), data.partners[0]!);
  await settle(dbUrl.toString());

  const appPort = await freePort();
  const basePort = await freePort();
  const sutEnv = (port: number, env: Record<string, string> = {}) => ({
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    BENCH_PARTNERS: data.partners.join(','),
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The benchmark measures the token endpoint itself, not its per-IP rate limit.
    TOKEN_RATE_LIMIT: '100000000',
    ...env,
  });
  const sut = await startChild('bench/server-under-test.ts', sutEnv(appPort));
  // A second CoverDesk process per answer cache, started when a scenario names it (Scenario.cacheSetting), with the
  // cache off: what the first agent to type a word waits for.
  const uncachedApps = new Map<string, Promise<BenchContext>>();
  const uncachedApp = (setting: string) => {
    let app = uncachedApps.get(setting);
    if (!app) {
      app = freePort().then(async (port) => {
        const child = await startChild('bench/server-under-test.ts', sutEnv(port, { [setting]: '0' }));
        return { ...ctx, app: `http://127.0.0.1:${port}`, token: child.token! };
      });
      uncachedApps.set(setting, app);
    }
    return app;
  };
  const base = await startChild('bench/baseline-server.ts', {
    DATABASE_URL: dbUrl.toString(),
    PORT: String(basePort),
    // The baseline checks what CoverDesk checks: row-level security as the app role, the admin's partners.
    BENCH_PARTNERS: data.partners.join(','),
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
    // The token CoverDesk's requests carry is checked by the baseline too (verified once, then remembered).
    BENCH_JWKS_URL: `http://127.0.0.1:${appPort}/identity/realms/${process.env.IDENTITY_REALM ?? 'coverdesk'}/protocol/openid-connect/certs`,
  });

  const ctx: BenchContext = {
    app: `http://127.0.0.1:${appPort}`,
    baseline: `http://127.0.0.1:${basePort}`,
    token: sut.token!,
    username: sut.username!,
    password: sut.password!,
    data,
    admin: adminSample(data.partners),
    clientAuth: Buffer.from(
      `${process.env.OAUTH_CLIENT_ID ?? 'coverdesk-web'}:${process.env.OAUTH_CLIENT_SECRET ?? 'coverdesk-web-secret'}`,
    ).toString('base64'),
  };

  // A backend of the bench's PostgreSQL server, to find its postmaster (CPU per request, when it runs on this machine).
  const probeClient = new pg.Client({ connectionString: dbUrl.toString() });
  await probeClient.connect();
  const backendPid = (await probeClient.query('select pg_backend_pid() as pid')).rows[0].pid as number;
  const cpuTable = new Table({ head: ['endpoint', 'CoverDesk µs/req: server · PostgreSQL · client', 'baseline'] });
  const table = new Table({
    head: ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'baseline p99', 'ratio', 'goal'],
  });
  const markdown = [
    '| endpoint | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio | goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of SCENARIOS) {
    if (ONLY && !ONLY.some((w) => s.name.toLowerCase().includes(w))) continue;
    const probe = await fetch(ctx.app + s.app(ctx)[0]!.path, {
      method: s.app(ctx)[0]!.method ?? 'GET',
      headers: s.app(ctx)[0]!.headers,
      body: s.app(ctx)[0]!.body,
    });
    if (probe.status >= 400) {
      console.log(`skip ${s.name}: answers ${probe.status} (${(await probe.text()).slice(0, 120)})`);
      continue;
    }
    await measure(ctx.app, s.app(ctx), { seconds: 2, connections: CONNECTIONS }); // warm-up
    // The baseline's requests carry the same bearer token as CoverDesk's (it checks it too).
    const baseline = s
      .baseline(ctx)
      .map((q) => ({ ...q, headers: { authorization: `Bearer ${ctx.token}`, ...q.headers } }));
    await measure(ctx.baseline, baseline, { seconds: 2, connections: CONNECTIONS });
    // BENCH_ROUNDS > 1: CoverDesk and its baseline measured in turn, SECONDS / ROUNDS each, and the round of the median
    // ratio kept: on a shared machine the load drifts between two runs of SECONDS each, and pairs taken close together
    // see the same load.
    const rounds: { a: Measured; b: Measured; ratio: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
      const a = await measured(ctx.app, sut.pid, backendPid, s.app(ctx), { seconds, connections: CONNECTIONS });
      const b = await measured(ctx.baseline, base.pid, backendPid, baseline, {
        seconds,
        connections: CONNECTIONS,
      });
      rounds.push({ a, b, ratio: b.rps ? a.rps / b.rps : 0 });
    }
    rounds.sort((x, y) => x.ratio - y.ratio);
    const { a, b, ratio } = rounds[Math.floor((rounds.length - 1) / 2)]!;
    if (ROUNDS > 1) console.log(`${s.name}: ratios ${rounds.map((x) => x.ratio.toFixed(2)).join(' ')}`);
    const row = [
      s.name,
      a.rps.toFixed(0),
      String(a.p50),
      String(a.p99),
      b.rps.toFixed(0),
      String(b.p99),
      `${ratio.toFixed(2)}×`,
      s.goal ? `p99 < ${s.goal.p99Ms} ms: ${a.p99 < s.goal.p99Ms ? 'met' : 'NOT met'}` : '',
    ];
    if (a.non2xx || a.errors) row[0] += ` (${a.non2xx} non-2xx, ${a.errors} errors)`;
    table.push(row);
    const us = (c: CpuPerRequest) => `${c.server.toFixed(0)} · ${c.postgres.toFixed(0)} · ${c.client.toFixed(0)}`;
    cpuTable.push([s.name, us(a.cpu), us(b.cpu)]);
    markdown.push(`| ${row.join(' | ')} |`);
    if (s.cacheSetting) {
      // The same requests on the process without the answer cache, beside the same baseline run.
      const uc = await uncachedApp(s.cacheSetting);
      await measure(uc.app, s.app(uc), { seconds: 2, connections: CONNECTIONS }); // warm-up
      const u = await measure(uc.app, s.app(uc), { seconds: SECONDS, connections: CONNECTIONS });
      const urow = [
        `${s.name} without the answer cache (${s.cacheSetting}=0)`,
        u.rps.toFixed(0),
        String(u.p50),
        String(u.p99),
        b.rps.toFixed(0),
        String(b.p99),
        `${(b.rps ? u.rps / b.rps : 0).toFixed(2)}×`,
        s.goal ? `p99 < ${s.goal.p99Ms} ms: ${u.p99 < s.goal.p99Ms ? 'met' : 'NOT met'}` : '',
      ];
      if (u.non2xx || u.errors) urow[0] += ` (${u.non2xx} non-2xx, ${u.errors} errors)`;
      table.push(urow);
      markdown.push(`| ${urow.join(' | ')} |`);
    }
    console.log(`measured ${s.name}`);
  }
  console.log(
    `\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s per run, ${CUSTOMERS.toLocaleString('en')} customers`,
  );
  console.log(table.toString());
  console.log('CPU per request (where the time goes; PostgreSQL counted only when it runs on this machine)');
  console.log(cpuTable.toString());
  await probeClient.end();
  console.log(markdown.join('\n'));

  const sizes = webSizes();
  if (sizes) {
    const t = new Table({ head: ['web chunk', 'raw KB', 'gzip KB'] });
    for (const c of sizes.chunks) t.push([c.file, (c.raw / 1024).toFixed(1), (c.gzip / 1024).toFixed(1)]);
    console.log(t.toString());
    if (sizes.signIn)
      console.log(
        `Sign-in page JavaScript: ${(sizes.signIn.gzip / 1024).toFixed(1)} KB gzipped (${sizes.signIn.files.length} files)`,
      );
  } else console.log('No web build found (packages/web/dist): run `npm run build -w packages/web` for chunk sizes.');

  // Issue 17's other figures: a one-page document under 200 ms, 1,000 event documents by the job under a minute
  // (bench/templates.ts, on its own database of the same server).
  if (!ONLY || ONLY.some((w) => w.includes('template'))) {
    const templates = spawn(process.execPath, ['--import', 'tsx', 'bench/templates.ts'], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    await new Promise((r) => templates.once('exit', r));
  }

  stopChildren();
  await new Promise((r) => setTimeout(r, 500));
  await embedded?.stop();
  console.log(`bench done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  stopChildren('SIGKILL');
  process.exit(1);
});
