// `npm run bench:onboarding`: a loyalty file and a bulk policy onboarding file end to end through the import engine,
// against a server with its workers (bench/import-server.ts). Settings: BENCH_LOYALTY_ROWS (1000000: rows of the
// loyalty file, each a customer loaded first; half reach the threshold and are granted a policy),
// BENCH_ONBOARDING_ROWS (100000: rows of the onboarding file, each a new customer and policy), DATABASE_URL (else an
// embedded PostgreSQL under .tmp/bench-pg). Targets (issue 19): the loyalty file with the server's peak RSS under
// 300 MB (time reported); onboarding at ≥ 2,000 rows/s. Small sizes prove it runs, e.g. BENCH_LOYALTY_ROWS=10000
// BENCH_ONBOARDING_ROWS=2000. BENCH_REUSE=1 runs only a new onboarding file on the database an earlier run left.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { copyRows } from './load-data.ts';
import {
  benchPartner,
  benchProduct,
  freshDatabase,
  peakRssMb,
  seconds,
  startImportServer,
  stopChildren,
} from './support.ts';

const LOYALTY_ROWS = Number(process.env.BENCH_LOYALTY_ROWS ?? 1_000_000);
const ONBOARDING_ROWS = Number(process.env.BENCH_ONBOARDING_ROWS ?? 100_000);

async function writeFile(name: string, header: string, rows: number, line: (i: number) => string) {
  fs.mkdirSync('.tmp', { recursive: true });
  const file = path.resolve(`.tmp/${name}`);
  const out = fs.createWriteStream(file);
  out.write(`${header}\n`);
  for (let i = 0; i < rows; i++)
    if (!out.write(`${line(i)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));
  return file;
}

async function load(client: pg.Client) {
  const partner = await benchPartner(client, 'BLOY', 'Bench loyalty');
  const product = await benchProduct(client, partner, { code: 'BL1' });
  await client.query(
    `insert into product_premiums (partner_guid, guid, product_guid, amount_in_cents, granularity)
     values ($1, $2, $3, 10000, 'monthly')`,
    [partner, uuidv7(), product],
  );
  await client.query(
    `insert into loyalty_settings (partner_guid, product_guid, spend_threshold_cents, period_days)
     values ($1, $2, 50000, 30)`,
    [partner, product],
  );
  await copyRows(
    client,
    'customers',
    ['partner_guid', 'guid', 'msisdn', 'full_name', 'date_of_birth', 'language', 'status'],
    (function* () {
      for (let i = 0; i < LOYALTY_ROWS; i++)
        yield [partner, uuidv7(), `2547${String(i).padStart(8, '0')}`, `Loyal ${i}`, '1990-01-01', 'en', 'active'];
    })(),
  );
  await client.query('analyze');
  return { partner };
}

async function run(
  base: string,
  auth: Record<string, string>,
  partner: string,
  url: string,
  file: string,
  status: string,
) {
  const t0 = Date.now();
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), path.basename(file));
  const res = await fetch(`${base}${url}?partner=${partner}`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { guid } = (await res.json()) as { guid: string };
  type Batch = { status: string; applied: number; failed: number; invalid: number; already: number; stages?: unknown };
  let batch: Batch;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    batch = (await (await fetch(`${base}${status}/${guid}?partner=${partner}`, { headers: auth })).json()) as Batch;
    if (batch.status !== 'queued' && batch.status !== 'running') break;
  }
  return { batch, seconds: seconds(t0) };
}

async function main() {
  const db = await freshDatabase(process.env.BENCH_DATABASE ?? 'coverdesk_bench_loyalty', {
    reuse: process.env.BENCH_REUSE === '1',
  });
  const { client, useAppRole, url: dbUrl } = db;
  let t0 = Date.now();
  // BENCH_REUSE=1: the database of an earlier run, its loyalty file applied; only a new onboarding file runs.
  const earlier = await db.earlierPartner('BLOY');
  const { partner } = earlier ? { partner: earlier } : await load(client);
  if (earlier) console.log('Reusing the customers and loyalty policies of an earlier run');
  else console.log(`Loaded ${LOYALTY_ROWS.toLocaleString('en')} customers in ${seconds(t0).toFixed(1)} s`);
  // New numbers for each onboarding run on a reused database.
  const first = earlier
    ? Number((await client.query("select count(*) as n from customers where msisdn like '2548%'")).rows[0].n)
    : 0;

  const loyaltyFile = await writeFile(
    'bench-loyalty.csv',
    'msisdn,spend',
    LOYALTY_ROWS,
    (i) => `07${String(i).padStart(8, '0')},${i % 2 ? '499.99' : '750.00'}`,
  );
  const onboardingFile = await writeFile(
    'bench-onboarding.csv',
    'msisdn,full_name,date_of_birth,product_code,premium',
    ONBOARDING_ROWS,
    (i) => `2548${String(first + i).padStart(8, '0')},Member ${first + i},1985-06-15,BL1,100`,
  );

  const server = await startImportServer({
    DATABASE_URL: dbUrl.toString(),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
  });
  const { base } = server;
  const auth = { authorization: `Bearer ${server.token}` };

  const loyalty = earlier
    ? undefined
    : await run(base, auth, partner, '/api/loyalty_eligibility/local_upload_csv', loyaltyFile, '/api/loyaltyrenewal');
  const loyaltyRss = peakRssMb(server.pid);
  t0 = Date.now();
  const onboarding = await run(
    base,
    auth,
    partner,
    '/api/bulk-policy-onboarding/upload',
    onboardingFile,
    '/api/bulk-policy-onboarding',
  );
  const rss = peakRssMb(server.pid);

  if (loyalty) {
    console.log(`\nLoyalty file: ${LOYALTY_ROWS.toLocaleString('en')} rows`);
    console.log(
      `  batch ${loyalty.batch.status} in ${loyalty.seconds.toFixed(1)} s (${(LOYALTY_ROWS / loyalty.seconds).toFixed(0)} rows/s): granted ${loyalty.batch.applied}, skipped ${loyalty.batch.already}, refused ${loyalty.batch.failed}`,
    );
    console.log(`  server peak RSS: ${loyaltyRss.toFixed(0)} MB (target < 300 MB)`);
  }
  console.log(`Onboarding file: ${ONBOARDING_ROWS.toLocaleString('en')} rows (new customers and policies)`);
  console.log(
    `  batch ${onboarding.batch.status} in ${onboarding.seconds.toFixed(1)} s: ${(ONBOARDING_ROWS / onboarding.seconds).toFixed(0)} rows/s (target ≥ 2,000); applied ${onboarding.batch.applied}, refused ${onboarding.batch.failed}, invalid ${onboarding.batch.invalid}`,
  );
  console.log(`  server peak RSS: ${rss.toFixed(0)} MB`);

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
