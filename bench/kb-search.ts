// `npm run bench:kb`: the knowledge-base search alone (issue 17: p99 under 50 ms at 32 connections over 100,000
// guides), the same scenario as `npm run bench` without its million customers: loads BENCH_GUIDES (100,000) guides
// into its own database, then measures GET /api/search with autocannon beside the bare baseline.
// Settings: BENCH_GUIDES, BENCH_SECONDS (10), BENCH_CONNECTIONS (32), BENCH_REUSE=1 (measure the guides an earlier
// run loaded, when there are as many), DATABASE_URL (else an embedded PostgreSQL under .tmp/bench-pg).
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../packages/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../packages/server/src/platform/db/migrate.ts';
import { loadGuides } from './load-data.ts';
import { type BenchContext, SCENARIOS } from './scenarios.ts';
import { freePort, measure, startChild, stopChildren } from './support.ts';

const GUIDES = Number(process.env.BENCH_GUIDES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASE = 'coverdesk_bench_kb';
const PARTNER = '0190b000-0000-7000-8000-00000000cb01';

async function guidesLoaded(url: string, dbUrl: string) {
  if (process.env.BENCH_REUSE !== '1') return false;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  await admin.end();
  if (!exists) return false;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from knowledge_guides where partner_guid = $1', [
      PARTNER,
    ]);
    return rows[0].n === GUIDES;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function main() {
  let url = process.env.DATABASE_URL;
  const embedded = url ? undefined : await startEmbeddedPostgres(path.resolve('.tmp/bench-pg'), { quiet: true });
  url ??= embedded!.url;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${DATABASE}`;
  const reused = await guidesLoaded(url, dbUrl.toString());
  if (!reused) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${DATABASE}" with (force)`);
    await admin.query(`create database "${DATABASE}"`);
    await admin.end();
  }
  const { useAppRole } = await migrateDatabase(dbUrl.toString());
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  if (reused) console.log(`Reusing the ${GUIDES.toLocaleString('en')} guides loaded earlier`);
  else {
    await client.query(
      `insert into countries (code, name, currency_code, dialing_code, phone_digits)
       values ('CI', 'Côte d''Ivoire', 'XOF', '225', 10) on conflict do nothing`,
    );
    await client.query(
      `insert into partners (guid, name, code, country_code, default_language) values ($1, 'KB bench', 'KB1', 'CI', 'fr')`,
      [PARTNER],
    );
    const t0 = Date.now();
    await loadGuides(client, PARTNER, GUIDES);
    console.log(`Loaded ${GUIDES.toLocaleString('en')} guides in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  await client.end();

  const scenario = SCENARIOS.find((s) => s.name.includes('knowledge base'))!;
  const goal = scenario.goal?.p99Ms ?? 50;
  // The app as it runs (each process keeps the answers of repeated searches), then with that cache off: every
  // search reaches PostgreSQL, as the first agent to type a word does.
  const app = async (cacheEntries: string) => {
    const appPort = await freePort();
    const sut = await startChild('bench/server-under-test.ts', {
      DATABASE_URL: dbUrl.toString(),
      PORT: String(appPort),
      BENCH_PARTNERS: PARTNER,
      BENCH_APP_ROLE: useAppRole ? '1' : '0',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      KNOWLEDGE_CACHE_ENTRIES: cacheEntries,
    });
    const ctx = {
      app: `http://127.0.0.1:${appPort}`,
      token: sut.token!,
      data: { partners: [PARTNER], sample: [] },
    } as unknown as BenchContext;
    const first = scenario.app(ctx)[0]!;
    const probe = await fetch(ctx.app + first.path, { headers: first.headers });
    if (probe.status !== 200) throw new Error(`search answers ${probe.status}: ${await probe.text()}`);
    await measure(ctx.app, scenario.app(ctx), { seconds: 2, connections: CONNECTIONS }); // warm-up
    const r = await measure(ctx.app, scenario.app(ctx), { seconds: SECONDS, connections: CONNECTIONS });
    stopChildren();
    return r;
  };
  const cached = await app('5000');
  const uncached = await app('0');
  const basePort = await freePort();
  await startChild('bench/baseline-server.ts', { DATABASE_URL: dbUrl.toString(), PORT: String(basePort) });
  const baseline = `http://127.0.0.1:${basePort}`;
  const bare = scenario.baseline({ baseline, data: { partners: [PARTNER], sample: [] } } as unknown as BenchContext);
  await measure(baseline, bare, { seconds: 2, connections: CONNECTIONS });
  const b = await measure(baseline, bare, { seconds: SECONDS, connections: CONNECTIONS });
  console.log(
    `${os.cpus().length} cores (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}), ${CONNECTIONS} connections, ${SECONDS} s, ${GUIDES.toLocaleString('en')} guides`,
  );
  for (const [label, a] of [
    ['', cached],
    [' without the answer cache', uncached],
  ] as const)
    console.log(
      `${scenario.name}${label}: ${a.rps.toFixed(0)} req/s, p50 ${a.p50} ms, p99 ${a.p99} ms` +
        `${a.non2xx || a.errors ? ` (${a.non2xx} non-2xx, ${a.errors} errors)` : ''}; ` +
        `p99 < ${goal} ms: ${a.p99 < goal ? 'met' : 'NOT met'}`,
    );
  console.log(`baseline (same function, bare): ${b.rps.toFixed(0)} req/s, p50 ${b.p50} ms, p99 ${b.p99} ms`);
  stopChildren();
  await embedded?.stop();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopChildren();
  });
