// `npm run bench:reports`: reports on BENCH_REPORT_ROWS (1,000,000) customers and policies and BENCH_REPORT_PAYMENTS
// (5,000,000) payments, on a fresh database (DATABASE_URL, else an embedded PostgreSQL under .tmp/bench-pg):
// - a BENCH_REPORT_ROWS-row CSV export (all created policies) against `COPY (same query) TO STDOUT` (target ≥ 0.5×);
// - the same rows as XLSX, with the process's peak RSS (target < 300 MB);
// - each report's first screen page for a month (target < 1 s).
// BENCH_REUSE=1 measures the data an earlier run loaded. Run on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { REPORT_DEFINITIONS } from '../packages/server/src/modules/reports/definitions/index.ts';
import { prepare, type ReportRequest, reportPage } from '../packages/server/src/modules/reports/report-engine.ts';
import { renderCsv, renderXlsx } from '../packages/server/src/modules/reports/report-renderers.ts';
import { createDatabase } from '../packages/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../packages/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../packages/server/src/platform/db/migrate.ts';
import { boundHeapGrowth } from '../packages/server/src/platform/memory.ts';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const PAYMENTS = Number(process.env.BENCH_REPORT_PAYMENTS ?? 5_000_000);
const PARTNER = '0190b000-0000-7000-8000-00000000be02';
const DB = 'coverdesk_bench_reports';

async function load(owner: pg.Client) {
  const t0 = performance.now();
  await owner.query(`
    insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9)
      on conflict do nothing;
    insert into partners (guid, name, code, country_code) values ('${PARTNER}', 'Bench Reports', 'BR', 'KE');
    insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
      minimum_age, maximum_age) values ('${PARTNER}', '${PARTNER}', 'HC', 'Hospital cash', 'hospital', 'individual',
      'monthly', 'single', 'strike_money', 18, 65);
    insert into customers (partner_guid, guid, msisdn, full_name, created_at, is_agent)
      select '${PARTNER}', gen_random_uuid(), '2547' || lpad(i::text, 8, '0'), 'Customer ' || i,
        now() - (i % 365) * interval '1 day', i % 1000 = 0
      from generate_series(1, ${ROWS}) i;
    insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
        start_date, status, purchased_at)
      select partner_guid, gen_random_uuid(), 'BR-' || lpad(row_number() over ()::text, 8, '0'), guid, '${PARTNER}',
        15000, 'monthly', created_at::date, case when random() < 0.05 then 'suspended' else 'active' end, created_at
      from customers where partner_guid = '${PARTNER}';
    create temp table pol as select guid, customer_guid, row_number() over () n from policies where partner_guid = '${PARTNER}';
    insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, status)
      select '${PARTNER}', gen_random_uuid(), p.guid, p.customer_guid, 15000,
        now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second', 'MNO' || i,
        case when i % 20 = 0 then 'failed' else 'succeeded' end
      from generate_series(1, ${PAYMENTS}) i join pol p on p.n = 1 + (i % ${ROWS});
    insert into claims (partner_guid, guid, claim_reference, customer_guid, policy_guid, type, status, received_at,
        claim_amount_cents)
      select '${PARTNER}', gen_random_uuid(), 'CLM' || p.n, p.customer_guid, p.guid,
        (array['hospital','death','reimbursement'])[1 + p.n % 3], (array['open','payable','closed'])[1 + p.n % 3],
        now() - (p.n % 365) * interval '1 day', 100000
      from pol p where p.n % 50 = 0;
    analyze;`);
  console.log(
    `loaded ${ROWS} customers and policies, ${PAYMENTS} payments in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** A sink that counts bytes, as a client reading the download would. */
const sink = () => {
  let bytes = 0;
  const w = new Writable({
    write(chunk: Buffer, _e, cb) {
      bytes += chunk.length;
      cb();
    },
  });
  return { w, bytes: () => bytes };
};

async function main() {
  boundHeapGrowth(); // as the server does while a job runs: the XLSX below is measured in this process
  let url = process.env.DATABASE_URL;
  const embedded = url ? undefined : await startEmbeddedPostgres(path.resolve('.tmp/bench-pg'), { quiet: true });
  url ??= embedded!.url;
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${DB}`;
  if (process.env.BENCH_REUSE !== '1') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.query(`create database ${DB}`);
    await admin.end();
  }
  const { useAppRole } = await migrateDatabase(dbUrl.toString());
  const owner = new pg.Client({ connectionString: dbUrl.toString() });
  await owner.connect();
  if (process.env.BENCH_REUSE !== '1') await load(owner);
  const database = createDatabase(dbUrl.toString(), { appRole: useAppRole, max: 4 });
  const all = REPORT_DEFINITIONS.find((d) => d.name === 'all_created_policies')!;
  const req: ReportRequest = {
    def: all,
    partner: PARTNER,
    start: '2000-01-01',
    end: '2999-12-31',
    approved: false,
    lang: 'en',
  };

  // COPY of the same query, straight to a byte counter: what PostgreSQL can give, as the owner (no row-level
  // security) and as the app's role in the partner's scope (the policy is checked on every row of every table).
  const q = prepare(req, 'literal');
  const copy = async (scoped: boolean) => {
    const c = new pg.Client({ connectionString: dbUrl.toString() });
    await c.connect();
    await c.query('begin');
    if (scoped && useAppRole) await c.query('set local role coverdesk_app');
    if (scoped) await c.query(`select set_config('app.partner_guids', '${PARTNER}', true)`);
    const t = performance.now();
    const out = sink();
    await new Promise<void>((resolve, reject) => {
      const s = c.query(copyTo(`copy (${q.text}) to stdout with (format csv)`));
      s.on('error', reject).on('end', resolve);
      s.pipe(out.w);
    });
    await c.query('commit');
    await c.end();
    return (performance.now() - t) / 1000;
  };
  const ownerS = await copy(false);
  const scopedS = await copy(true);
  let t0 = performance.now();
  const ours = sink();
  const heading = {
    title: all.title.en,
    partnerName: 'Bench',
    parameters: '',
    generatedAt: new Date(),
    currency: 'KES',
  };
  await renderCsv(database, req, heading, ours.w);
  const csvS = (performance.now() - t0) / 1000;
  const rate = (s: number) => `${(ROWS / s).toFixed(0)} rows/s`;
  console.log(
    `CSV ${ROWS} rows: export ${csvS.toFixed(2)} s (${rate(csvS)}); COPY as owner ${ownerS.toFixed(2)} s (${rate(ownerS)}): ` +
      `${(ownerS / csvS).toFixed(2)}×; COPY under row-level security ${scopedS.toFixed(2)} s (${rate(scopedS)}): ` +
      `${(scopedS / csvS).toFixed(2)}× (target ≥ 0.5×)`,
  );

  // XLSX of the same rows, sampling the resident set size.
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const file = path.join(os.tmpdir(), 'coverdesk-bench-report.xlsx');
  t0 = performance.now();
  await renderXlsx(database, req, heading, fs.createWriteStream(file));
  clearInterval(timer);
  const size = fs.statSync(file).size;
  fs.rmSync(file, { force: true });
  console.log(
    `XLSX ${ROWS} rows: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(size / 1e6).toFixed(1)} MB, ` +
      `peak RSS ${(peak / 1e6).toFixed(0)} MB, ${(before / 1e6).toFixed(0)} MB before it (target < 300 MB)`,
  );

  // Each report's first screen page for the last month.
  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const def of REPORT_DEFINITIONS) {
    t0 = performance.now();
    const page = await reportPage(database, { def, partner: PARTNER, start, end, approved: false, lang: 'en' }, 1, 25);
    const ms = performance.now() - t0;
    console.log(
      `  ${def.name.padEnd(28)} first page ${ms.toFixed(0).padStart(6)} ms (${page.items.length}${page.more ? '+' : ''} rows)${ms < 1000 ? '' : '  ✗ over 1 s'}`,
    );
  }
  await database.close();
  await owner.end();
  await embedded?.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
