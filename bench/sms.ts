// `npm run bench:sms`: an SMS blast end to end through the API and its workers — a file of BENCH_SMS_ROWS recipients
// (1000000) uploaded to the signed URL, validated by the import engine (numbers normalised, duplicates and bad rows
// counted), queued, then dispatched to the simulated gateway at the partner's rate (set to 10,000/s here, the highest
// a partner may have: five times the target, so the dispatch is shown well past it). Targets (issue 16): validated and queued at ≥ 100,000 rows/s, dispatched
// at ≥ 2,000 messages/s, server peak RSS < 300 MB. DATABASE_URL (else an embedded PostgreSQL under .tmp/bench-pg).
// Small sizes prove it runs: BENCH_SMS_ROWS=10000 npm run bench:sms.
import fs from 'node:fs';
import path from 'node:path';
import { benchPartner, freshDatabase, peakRssMb, seconds, startImportServer, stopChildren } from './support.ts';

const ROWS = Number(process.env.BENCH_SMS_ROWS ?? 1_000_000);
const DB = 'coverdesk_bench_sms';
const rate = (n: number, s: number) => Math.round(n / Math.max(s, 0.001)).toLocaleString('en');

async function main() {
  const db = await freshDatabase(DB);
  const { client, useAppRole, url: dbUrl } = db;
  const partner = await benchPartner(client, 'BSMS', 'Bench SMS');
  await client.query(
    `insert into partner_configs (partner_guid, config) values ($1, '{"sms_rate_per_second": 10000}')
     on conflict (partner_guid) do update set config = excluded.config`,
    [partner],
  );

  // The file: national numbers as people type them, one in 1000 unreadable, one in 1000 repeated.
  fs.mkdirSync('.tmp', { recursive: true });
  const file = path.resolve('.tmp/bench-sms.csv');
  const out = fs.createWriteStream(file);
  out.write('Phone;Message\n');
  for (let i = 0; i < ROWS; i++) {
    const phone = i % 1000 === 7 ? 'not-a-number' : i % 1000 === 9 ? `07${10_000_000 + i - 1}` : `07${10_000_000 + i}`;
    if (!out.write(`${phone};Habari ${i}, your cover is active.\n`))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  const mb = fs.statSync(file).size / 1024 / 1024;

  const server = await startImportServer({
    DATABASE_URL: dbUrl.toString(),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
  });
  const { base } = server;
  const auth = { authorization: `Bearer ${server.token}` };
  const api = async (method: string, p: string, body?: unknown) => {
    const r = await fetch(`${base}${p}${p.includes('?') ? '&' : '?'}partner=${partner}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (r.status >= 300) throw new Error(`${method} ${p} answered ${r.status}: ${await r.text()}`);
    return r.json() as Promise<Record<string, unknown>>;
  };
  const until = async (guid: string, done: (b: Record<string, unknown>) => boolean) => {
    for (;;) {
      const b = await api('GET', `/api/sms_batch/${guid}`);
      if (done(b) || b.status === 'failed' || b.status === 'interrupted') return b;
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  let t0 = Date.now();
  const signed = (await api('GET', '/api/sms_batch/upload?filename=bench-sms.csv')) as {
    signed_url: string;
    filename: string;
    content_type: string;
  };
  const put = await fetch(new URL(signed.signed_url, base), {
    method: 'PUT',
    headers: { 'content-type': signed.content_type },
    body: await fs.openAsBlob(file),
  });
  if (put.status >= 300) throw new Error(`upload answered ${put.status}`);
  const uploaded = seconds(t0);
  t0 = Date.now();
  const created = await api('POST', '/api/sms_batch', {
    filename: signed.filename,
    delimiter: ';',
    msisdn_column: 'Phone',
    text_column: 'Message',
  });
  const guid = String(created.guid);
  const ready = await until(guid, (b) => b.status === 'ready');
  const validateSeconds = seconds(t0);
  t0 = Date.now();
  await api('POST', `/api/sms_batch/${guid}/send`);
  // Queued once the send has answered: the validated staged rows are the queue (dispatch reads them; nothing is copied).
  const queued = await until(guid, () => true);
  const queueSeconds = seconds(t0);
  console.log(`(queued: validate ${validateSeconds.toFixed(2)} s + queue ${queueSeconds.toFixed(2)} s; sending…)`);
  const sent = await until(guid, (b) => b.status === 'completed');
  const sendSeconds = seconds(t0);
  const rss = peakRssMb(server.pid);
  const cpu = (pid: number) => {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(f[11]) + Number(f[12])) / 100;
    } catch {
      return 0;
    }
  };
  const backends = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const pgCpu = backends.rows.reduce((n, r) => n + cpu(r.pid), 0);
  const outbox = (await client.query('select count(*)::int n from sms_outbox where batch_guid = $1', [guid])).rows[0].n;

  console.log(
    `\nSMS blast file: ${ROWS.toLocaleString('en')} rows, ${mb.toFixed(1)} MB (uploaded in ${uploaded.toFixed(2)} s)`,
  );
  console.log(
    `  validated in ${validateSeconds.toFixed(2)} s (${rate(ROWS, validateSeconds)} rows/s): ${ready.recipients} to send, ${ready.invalid} refused, ${ready.segments} segments`,
  );
  console.log(
    `  validated and queued: ${rate(Number(queued.recipients), validateSeconds + queueSeconds)} rows/s (target ≥ 100,000)`,
  );
  console.log(
    `  ${sent.status}: ${sent.sent} handed to the gateway in ${sendSeconds.toFixed(2)} s after send (${rate(Number(sent.sent), sendSeconds)} messages/s, target ≥ 2,000); outbox rows ${outbox}`,
  );
  console.log(`  server peak RSS: ${rss.toFixed(0)} MB (target < 300 MB)`);
  console.log(
    `  CPU: server ${cpu(server.pid).toFixed(1)} s, PostgreSQL backends still connected ${pgCpu.toFixed(1)} s`,
  );
  console.log(`  (validate ${validateSeconds.toFixed(2)} s + queue ${queueSeconds.toFixed(2)} s)`);

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
