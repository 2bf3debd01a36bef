// `npm run bench:debit-orders`: a collection run over many active mandates, then a bank answer file through the
// import engine, against the API server with its job workers (bench/import-server.ts). Settings: BENCH_MANDATES
// (1000000), BENCH_ANSWER_ROWS (100000), DATABASE_URL (else an embedded PostgreSQL under .tmp/bench-pg).
// Targets (issue 15): the run under 60 s with the server's peak RSS under 300 MB; the 100,000-row file under 30 s.
// Small sizes prove the script runs (BENCH_MANDATES=10000 BENCH_ANSWER_ROWS=2000); run it big on a quiet machine.
// BENCH_REUSE=1 runs only a new answer file (pending collections) on the database an earlier run left.
// The file's CPU seconds (server, and PostgreSQL's processes) are read from /proc: PostgreSQL must run on this machine.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { copyRows } from './load-data.ts';
import {
  benchPartner,
  benchProduct,
  cpuSeconds,
  freshDatabase,
  peakRssMb,
  postgresCpuSeconds,
  seconds,
  startImportServer,
  stopChildren,
} from './support.ts';

const MANDATES = Number(process.env.BENCH_MANDATES ?? 1_000_000);
const ANSWERS = Math.min(MANDATES, Number(process.env.BENCH_ANSWER_ROWS ?? 100_000));
/** A Wednesday with no Kenyan public holiday: every mandate's debit day. */
const RUN_DATE = '2026-06-10';

/** A partner with MANDATES customers, each with a policy and an active debit order due on RUN_DATE's day. */
async function load(client: pg.Client) {
  const partner = await benchPartner(client, 'BDEB', 'Bench debit');
  const product = await benchProduct(client, partner, { code: 'BD1', paymentMethod: 'recurring_debit_creation' });
  // Guids are derived from the row number (customer, policy, debit order): nothing is held for the whole load.
  const id = (kind: number, i: number) => `0190${kind}000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`;
  await copyRows(
    client,
    'customers',
    ['partner_guid', 'guid', 'msisdn', 'full_name', 'language', 'status'],
    (function* () {
      for (let i = 0; i < MANDATES; i++)
        yield [partner, id(1, i), `2547${String(10_000_000 + i).slice(-8)}`, `Bench Customer ${i}`, 'en', 'active'];
    })(),
  );
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
      for (let i = 0; i < MANDATES; i++)
        yield [partner, id(2, i), `BD-${i}`, id(1, i), product, 10_000, 'monthly', '2026-01-01', 'active'];
    })(),
  );
  await copyRows(
    client,
    'debit_orders',
    [
      'partner_guid',
      'guid',
      'customer_guid',
      'policy_guid',
      'bank_detail_guid',
      'bank_name',
      'account_holder',
      'account_number',
      'amount_in_cents',
      'day',
      'start_date',
      'msisdn',
      'reference',
      'retries',
      'mandate_reference',
      'mandate_status',
    ],
    (function* () {
      for (let i = 0; i < MANDATES; i++)
        yield [
          partner,
          id(3, i),
          id(1, i),
          id(2, i),
          id(4, i),
          'KCB',
          `Bench Customer ${i}`,
          `6${String(i).padStart(9, '0')}`,
          10_000,
          Number(RUN_DATE.slice(8, 10)),
          '2026-01-01',
          `2547${String(10_000_000 + i).slice(-8)}`,
          `BENCH-${i}`,
          2,
          `MDBENCH${String(i).padStart(11, '0')}`,
          'active',
        ];
    })(),
  );
  await client.query('analyze');
  return { partner };
}

async function main() {
  const db = await freshDatabase('coverdesk_bench_debit', { reuse: process.env.BENCH_REUSE === '1' });
  const { client, useAppRole, url: dbUrl } = db;
  let t0 = Date.now();
  // BENCH_REUSE=1: the database of an earlier run, its collections made; only a new answer file runs.
  const earlier = await db.earlierPartner('BDEB');
  const { partner } = earlier ? { partner: earlier } : await load(client);
  if (earlier) console.log('Reusing the mandates and collections of an earlier run');
  else
    console.log(
      `Loaded ${MANDATES.toLocaleString('en')} customers, policies and active mandates in ${seconds(t0).toFixed(1)} s`,
    );

  const server = await startImportServer({
    DATABASE_URL: dbUrl.toString(),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
  });
  const { base } = server;
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };

  // The collection run of the day (the scheduled job does the same per partner): queued at once (202), then run by
  // the server's job worker; its progress is polled as the screen does.
  type Run = { guid: string; status: string; created: number; processed: number; total: number };
  const runDay = async (): Promise<{ run: Run; answeredMs: number }> => {
    const started = Date.now();
    const res = await fetch(`${base}/api/debit_order_transactions/run?partner=${partner}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ date: RUN_DATE }),
    });
    if (res.status !== 202) throw new Error(`run answered ${res.status}: ${await res.text()}`);
    const answeredMs = Date.now() - started;
    let run = (await res.json()) as Run;
    while (run.status === 'queued' || run.status === 'running') {
      await new Promise((r) => setTimeout(r, 250));
      run = (await (
        await fetch(`${base}/api/debit_order_transactions/runs/${run.guid}?partner=${partner}`, { headers })
      ).json()) as Run;
    }
    if (run.status !== 'completed') throw new Error(`run ended ${run.status}: ${JSON.stringify(run)}`);
    return { run, answeredMs };
  };
  t0 = Date.now();
  const first = earlier ? undefined : await runDay();
  const runSeconds = seconds(t0);
  const runRss = peakRssMb(server.pid);
  t0 = Date.now();
  const { run: again } = earlier ? { run: { created: 0 } } : await runDay();
  const againSeconds = seconds(t0);

  // A bank answer file: half paid, half unpaid 02 (retries scheduled), through the import engine.
  const refs = await client.query<{ reference: string }>(
    "select reference from debit_order_transactions where partner_guid = $1 and status = 'pending' order by guid limit $2",
    [partner, ANSWERS],
  );
  fs.mkdirSync('.tmp', { recursive: true });
  const file = path.resolve('.tmp/bench-debit-answers.csv');
  fs.writeFileSync(
    file,
    `reference,status,unpaid_code\n${refs.rows.map((r, i) => (i % 2 ? `${r.reference},paid,` : `${r.reference},unpaid,02`)).join('\n')}\n`,
  );
  const backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]!.pid;
  const cpu0 = { server: cpuSeconds(server.pid), pg: postgresCpuSeconds(backendPid) };
  t0 = Date.now();
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'bank-answers.csv');
  const res = await fetch(`${base}/api/debit_order_transactions/bank_files/upload?partner=${partner}`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { guid } = (await res.json()) as { guid: string };
  let batch: { status: string; applied: number; failed: number; invalid: number };
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    batch = (await (
      await fetch(`${base}/api/debit_order_transactions/bank_files/${guid}?partner=${partner}`, { headers })
    ).json()) as typeof batch;
    if (batch.status !== 'queued' && batch.status !== 'running') break;
  }
  const fileSeconds = seconds(t0);
  const cpu = { server: cpuSeconds(server.pid) - cpu0.server, pg: postgresCpuSeconds(backendPid) - cpu0.pg };
  const rss = peakRssMb(server.pid);
  const counts = await client.query<{ status: string; n: number }>(
    'select status, count(*)::int n from debit_order_transactions where partner_guid = $1 group by status order by status',
    [partner],
  );

  if (first) {
    console.log(`\nCollection run over ${MANDATES.toLocaleString('en')} active mandates (${RUN_DATE}):`);
    console.log(
      `  ${first.run.created.toLocaleString('en')} collections created in ${runSeconds.toFixed(2)} s (target < 60 s); the call answered in ${first.answeredMs} ms`,
    );
    console.log(`  run again: ${again.created} created in ${againSeconds.toFixed(2)} s (never twice)`);
    console.log(`  server peak RSS after the run: ${runRss.toFixed(0)} MB (target < 300 MB)`);
  }
  console.log(`Bank answer file: ${ANSWERS.toLocaleString('en')} rows`);
  console.log(
    `  batch ${batch.status} in ${fileSeconds.toFixed(2)} s (target < 30 s): applied ${batch.applied}, failed ${batch.failed}, invalid ${batch.invalid}`,
  );
  console.log(
    `  ${Math.round(ANSWERS / fileSeconds).toLocaleString('en')} rows/s; CPU: server ${cpu.server.toFixed(1)} s, PostgreSQL ${cpu.pg.toFixed(1)} s`,
  );
  console.log(`  collections by status: ${counts.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  console.log(`  server peak RSS: ${rss.toFixed(0)} MB (target < 300 MB)`);

  await client.end();
  stopChildren();
  await new Promise((r) => setTimeout(r, 1000));
  await db.stop();
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  stopChildren('SIGKILL');
  process.exit(1);
});
