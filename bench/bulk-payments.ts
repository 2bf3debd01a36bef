// `npm run bench:payments`: the bulk payment import end to end against `psql \copy` of the same file. Settings:
// BENCH_PAYMENT_ROWS (1000000: rows of the file, one policy each), DATABASE_URL (else an embedded PostgreSQL under
// .tmp/bench-pg). Targets (issue 14): the import within twice the COPY time (ratio ≥ 0.5×) with the server's peak
// RSS under 300 MB. The payment dashboard over 5,000,000 payments is measured by `npm run bench`. Quiet machine only.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
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

const ROWS = Number(process.env.BENCH_PAYMENT_ROWS ?? 1_000_000);

async function load(client: pg.Client) {
  const partner = await benchPartner(client, 'BPAY', 'Bench payments');
  const product = await benchProduct(client, partner, { code: 'BP1' });
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
  const db = await freshDatabase(process.env.BENCH_DATABASE ?? 'coverdesk_bench_payments');
  const { client, useAppRole, url: dbUrl } = db;
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

  const server = await startImportServer({
    DATABASE_URL: dbUrl.toString(),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
  });
  const { base } = server;
  const idleRss = peakRssMb(server.pid);
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
  const rss = peakRssMb(server.pid);
  const active = (await client.query("select count(*)::int n from policies where status = 'active'")).rows[0].n;

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
