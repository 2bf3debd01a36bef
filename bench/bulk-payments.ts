// `npm run bench:payments`: the bulk payment import end to end against `psql \copy` of the same file, and the payment
// dashboard over many payments. Settings: BENCH_PAYMENT_ROWS (1000000: rows of the file, one policy each),
// BENCH_DASHBOARD_PAYMENTS (5000000: payments behind the dashboard), DATABASE_URL (else an embedded PostgreSQL under
// .tmp/bench-pg). Targets (issue 14): the import within twice the COPY time (ratio ≥ 0.5×) with the server's peak
// RSS under 300 MB; the dashboard under 200 ms. Run it on a quiet machine.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uuidv7 } from 'uuidv7';
import { startEmbeddedPostgres } from '../packages/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../packages/server/src/platform/db/migrate.ts';
import { copyRows } from './load-data.ts';

const ROWS = Number(process.env.BENCH_PAYMENT_ROWS ?? 1_000_000);
const DASHBOARD = Number(process.env.BENCH_DASHBOARD_PAYMENTS ?? 5_000_000);
const seconds = (t0: number) => (Date.now() - t0) / 1000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;
function startServer(env: Record<string, string>): Promise<{ token: string }> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/import-server.ts'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child!.stdout! }).on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line));
    });
    child!.once('exit', (code) => reject(new Error(`import server exited with ${code}`)));
  });
}

/** Peak resident memory of a process (VmHWM), in MB. */
const peakRssMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

async function load(client: pg.Client) {
  await client.query(
    "insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9) on conflict do nothing",
  );
  const partner = uuidv7();
  const product = uuidv7();
  await client.query(
    `insert into partners (guid, name, code, country_code, insurer) values ($1, 'Bench payments', 'BPAY', 'KE', 'Bench')`,
    [partner],
  );
  await client.query(
    `insert into products (partner_guid, guid, code, name, type, cover_type, granularity, cardinality, payment_method,
       minimum_age, maximum_age, cool_off_hours, waiting_days, debit_grace_days, fixed_indemnity_amount, active)
     values ($1, $2, 'BP1', 'Hospital Cash', 'hospital', 'individual', 'monthly', 'principal', 'strike_money',
       18, 65, 48, 30, 10, 500000, true)`,
    [partner, product],
  );
  const customers: string[] = [];
  await copyRows(
    client,
    'customers',
    ['partner_guid', 'guid', 'msisdn', 'full_name', 'language', 'status'],
    (function* () {
      for (let i = 0; i < ROWS; i++) {
        const g = uuidv7();
        customers.push(g);
        yield [partner, g, `2547${String(10_000_000 + i).slice(-8)}`, `Bench Customer ${i}`, 'en', 'active'];
      }
    })(),
  );
  const today = new Date().toISOString().slice(0, 10);
  await copyRows(
    client,
    'policies',
    [
      'partner_guid',
      'guid',
      'policy_number',
      'customer_guid',
      'product_guid',
      'premium_cents',
      'granularity',
      'start_date',
      'status',
    ],
    (function* () {
      for (let i = 0; i < ROWS; i++)
        yield [partner, uuidv7(), `BP-${i}`, customers[i], product, 10_000, 'monthly', today, 'pending'];
    })(),
  );
  await client.query('analyze');
  return { partner, today };
}

async function main() {
  let url = process.env.DATABASE_URL;
  const embedded = url ? undefined : await startEmbeddedPostgres(path.resolve('.tmp/bench-pg'), { quiet: true });
  url ??= embedded!.url;
  const dbUrl = new URL(url);
  const dbName = process.env.BENCH_DATABASE ?? 'coverdesk_bench_payments';
  dbUrl.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  // BENCH_EXPLAIN_MS: statements slower than that are logged with their plan by the server (auto_explain).
  if (process.env.BENCH_EXPLAIN_MS)
    await admin.query(
      `alter database ${dbName} set session_preload_libraries = 'auto_explain';
       alter database ${dbName} set auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN_MS)};
       alter database ${dbName} set auto_explain.log_analyze = on;
       alter database ${dbName} set auto_explain.log_nested_statements = on`,
    );
  await admin.end();
  const { useAppRole } = await migrateDatabase(dbUrl.toString());
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  let t0 = Date.now();
  const { partner, today } = await load(client);
  console.log(`Loaded ${ROWS.toLocaleString('en')} customers and policies in ${seconds(t0).toFixed(1)} s`);

  fs.mkdirSync('.tmp', { recursive: true });
  const file = path.resolve('.tmp/bench-payments.csv');
  const out = fs.createWriteStream(file);
  out.write('policy_number,mno_reference,amount,effected_date\n');
  for (let i = 0; i < ROWS; i++)
    if (!out.write(`BP-${i},MPESA${i},100.00,${today}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));
  const mb = fs.statSync(file).size / 1024 / 1024;

  // The baseline: what `psql \copy` does — the file streamed into a bare table by COPY.
  await client.query(
    'create table bench_bare (policy_number text, mno_reference text, amount text, effected_date text)',
  );
  t0 = Date.now();
  await pipeline(
    fs.createReadStream(file),
    client.query(copyFrom('copy bench_bare from stdin with (format csv, header true)')),
  );
  const copySeconds = seconds(t0);

  const port = await freePort();
  const server = await startServer({
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  const idleRss = peakRssMb(child!.pid!);
  const auth = { authorization: `Bearer ${server.token}` };
  t0 = Date.now();
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'statement.csv');
  const res = await fetch(`${base}/api/bulk_payments/upload?partner=${partner}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const accepted = seconds(t0);
  const { guid } = (await res.json()) as { guid: string };
  let stagedAt: number | undefined;
  let batch: { status: string; applied: number; failed: number; invalid: number; step: string; processed: number };
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    batch = (await (
      await fetch(`${base}/api/bulk_payments/${guid}?partner=${partner}`, { headers: auth })
    ).json()) as typeof batch;
    if (batch.step === 'applying' && stagedAt === undefined) stagedAt = seconds(t0);
    if (batch.status !== 'queued' && batch.status !== 'running') break;
  }
  const applySeconds = seconds(t0);
  const rss = peakRssMb(child!.pid!);
  const active = (await client.query("select count(*)::int n from policies where status = 'active'")).rows[0].n;

  // The dashboard: payments up to BENCH_DASHBOARD_PAYMENTS in all, spread over a year, then the summary of that year.
  const more = Math.max(0, DASHBOARD - ROWS);
  t0 = Date.now();
  await client.query(
    `insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, status)
     select p.partner_guid, gen_random_uuid(), p.guid, p.customer_guid, 10000,
       now() - ((g % 365) || ' days')::interval, 'DASH' || g,
       (array['succeeded','succeeded','succeeded','pending','failed'])[1 + g % 5]
     from generate_series(1, $1::int) g join policies p on p.policy_number = 'BP-' || (g % $2::int)`,
    [more, ROWS],
  );
  const loadDashboard = seconds(t0);
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const r = await fetch(`${base}/api/payments/status/${partner}?partner=${partner}&from=${from}&to=${today}`, {
      headers: auth,
    });
    await r.json();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);

  console.log(`\nBulk payment file: ${ROWS.toLocaleString('en')} rows, ${mb.toFixed(1)} MB`);
  console.log(`  COPY into a bare table (psql \\copy): ${copySeconds.toFixed(2)} s`);
  console.log(
    `  upload answered 202 in ${accepted.toFixed(2)} s; batch ${batch.status} in ${applySeconds.toFixed(2)} s`,
  );
  if (stagedAt !== undefined)
    console.log(
      `  read, validated and staged within ${stagedAt.toFixed(1)} s; applied in the ${(applySeconds - stagedAt).toFixed(1)} s after`,
    );
  console.log(
    `  applied ${batch.applied}, refused ${batch.failed}, invalid ${batch.invalid}; policies active: ${active}`,
  );
  console.log(`  ratio COPY / import: ${(copySeconds / applySeconds).toFixed(2)}× (target ≥ 0.5×)`);
  console.log(`  server peak RSS: ${rss.toFixed(0)} MB (target < 300 MB; ${idleRss.toFixed(0)} MB before the upload)`);
  console.log(
    `Dashboard over ${(ROWS + more).toLocaleString('en')} payments (${more.toLocaleString('en')} added in ${loadDashboard.toFixed(1)} s):`,
  );
  console.log(`  p50 ${times[10]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target < 200 ms)`);

  await client.end();
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await embedded?.stop();
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  child?.kill('SIGKILL');
  process.exit(1);
});
