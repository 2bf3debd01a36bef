// `npm run bench:onboarding`: a loyalty file and a bulk policy onboarding file end to end through the import engine,
// against a server with its workers (bench/import-server.ts). Settings: BENCH_LOYALTY_ROWS (1000000: rows of the
// loyalty file, each a customer loaded first; half reach the threshold and are granted a policy),
// BENCH_ONBOARDING_ROWS (100000: rows of the onboarding file, each a new customer and policy), DATABASE_URL (else an
// embedded PostgreSQL under .tmp/bench-pg). Targets (issue 19): the loyalty file with the server's peak RSS under
// 300 MB (time reported); onboarding at ≥ 2,000 rows/s. Small sizes prove it runs, e.g. BENCH_LOYALTY_ROWS=10000
// BENCH_ONBOARDING_ROWS=2000. BENCH_REUSE=1 runs only a new onboarding file on the database an earlier run left.
// Issue 33: before the onboarding file is imported, its bare-SQL baseline (`runBaseline`: the same writes by hand in one
// transaction, timed per statement, rolled back) runs in the same database on the same file and data; the ratio
// baseline / import is printed (target ≥ 0.5×) and the rows each wrote, table by table, must match (exit 1 otherwise).
// On a shared machine the figures are rough.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uuidv7 } from 'uuidv7';
import { APP_ROLE } from '../packages/server/src/platform/db/client.ts';
import { copyRows } from './load-data.ts';
import {
  benchPartner,
  benchProduct,
  compareCounts,
  freshDatabase,
  peakRssMb,
  printSteps,
  printSummary,
  runBaselineStatements,
  type Step,
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

// ---------------------------------------------------------------------------------------------------------------------
// The bare-SQL baseline of the onboarding file (issue 33): what the rules must write for every valid line, by hand in
// one transaction — the file COPYed into a temporary table, then one statement per write: the customer (its name
// indexed by the customers' own trigger), its audit event, the policy numbers reserved, the policy, its audit event,
// the documents its events call for, the key, the CUSTOMER_REGISTERED SMS and the staged outcome. It runs as the app
// role with the partner set (row-level security, indexes, constraints and triggers of the real tables all apply).
// Lines name new customers (as the bench file does); the money and age rules are checked in the selects.
// ---------------------------------------------------------------------------------------------------------------------

const BENCH_ACTOR = 'bench';
const AUDIT_COLUMNS = `guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, before, after,
  reason, request_id`;

/** The baseline's statements after the COPY, in order. `$1` the partner, `$2` the batch guid. */
const BASELINE_STATEMENTS: { name: string; sql: string }[] = [
  {
    name: 'customers: insert … select … on conflict do nothing returning',
    sql: `
      with inserted as (
        insert into customers (partner_guid, guid, msisdn, full_name, date_of_birth, registration_channel, created_by)
        select $1, s.customer_guid, s.msisdn, s.full_name, s.date_of_birth::date, 'WebClient', '${BENCH_ACTOR}'
        from bench_staged s
        join products pr on pr.partner_guid = $1 and upper(pr.code) = upper(s.product_code) and pr.active
        join product_premiums pp on pp.partner_guid = $1 and pp.product_guid = pr.guid
          and pp.amount_in_cents = round(s.premium::numeric * 100)
        where extract(year from age(current_date, s.date_of_birth::date)) between pr.minimum_age and pr.maximum_age
        on conflict (partner_guid, msisdn) do nothing
        returning guid, to_jsonb(customers) as snapshot
      )
      insert into bench_customers (guid, snapshot) select * from inserted`,
  },
  {
    name: 'audit events of the customers',
    sql: `
      insert into audit_events (${AUDIT_COLUMNS})
      select cd_uuidv7(), $1, '${BENCH_ACTOR}', '${BENCH_ACTOR}', 'customer', c.guid::text, 'register', null,
        c.snapshot, null, null
      from bench_customers c`,
  },
  {
    name: 'policy numbers reserved, policies inserted',
    sql: `
      with n as (select count(*)::int as n from bench_customers),
      reserved as (
        insert into policy_number_sequences as q (partner_guid, year, last_value)
        select $1, extract(year from current_date)::int, n from n
        on conflict (partner_guid, year) do update set last_value = q.last_value + excluded.last_value
        returning last_value
      ), numbered as (
        select s.*, row_number() over (order by s.line) as i from bench_staged s
        join bench_customers c on c.guid = s.customer_guid
      ), inserted as (
        insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents,
          granularity, start_date, status, additional_details)
        select $1, s.policy_guid, pa.code || '-' || extract(year from current_date) || '-'
            || lpad((r.last_value - n.n + s.i)::text, greatest(6, length((r.last_value - n.n + s.i)::text)), '0'),
          s.customer_guid, pr.guid, pp.amount_in_cents, pp.granularity, current_date, 'pending',
          '{"channel": "BulkOnboarding"}'::jsonb
        from numbered s cross join reserved r cross join n
        join partners pa on pa.guid = $1
        join products pr on pr.partner_guid = $1 and upper(pr.code) = upper(s.product_code)
        join product_premiums pp on pp.partner_guid = $1 and pp.product_guid = pr.guid
          and pp.amount_in_cents = round(s.premium::numeric * 100)
        returning guid, to_jsonb(policies) as snapshot
      )
      insert into bench_policies (guid, snapshot) select * from inserted`,
  },
  {
    name: 'audit events of the policies',
    sql: `
      insert into audit_events (${AUDIT_COLUMNS})
      select cd_uuidv7(), $1, '${BENCH_ACTOR}', '${BENCH_ACTOR}', 'policy', p.guid::text, 'purchase', null,
        p.snapshot, null, null
      from bench_policies p`,
  },
  {
    name: "documents the events call for (the partner's event templates)",
    sql: `
      insert into template_jobs (partner_guid, guid, template_guid, entity_guid, trigger, source_key)
      select $1, cd_uuidv7(), t.guid, a.entity_guid::uuid, 'Event', a.guid::text
      from audit_events a
      join document_templates t on t.partner_guid = $1 and t.trigger = 'Event' and t.active
        and t.event = case a.entity_type when 'customer' then 'customer_registered' else 'policy_purchased' end
      where a.partner_guid = $1 and a.actor_username = '${BENCH_ACTOR}'
      on conflict do nothing`,
  },
  {
    name: 'keys (onboarding entries)',
    sql: `
      insert into onboarding_entries (partner_guid, row_key, batch_guid, line, customer_guid, policy_guid,
        customer_created)
      select $1, regexp_replace(s.msisdn, '\\D', '', 'g') || ':' || upper(s.product_code), $2, s.line,
        s.customer_guid, s.policy_guid, true
      from bench_staged s join bench_policies p on p.guid = s.policy_guid`,
  },
  {
    name: 'CUSTOMER_REGISTERED SMS',
    sql: `
      insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status, provider_reference, sent_at)
      select $1, m.guid, m.customer_guid, m.msisdn, m.text, 'customer_registered', 'sent', 'SIM-' || m.guid, now()
      from (
        select cd_uuidv7() as guid, c.guid as customer_guid, c.msisdn,
          format(t.text, split_part(btrim(c.full_name), ' ', 1)) as text
        from bench_customers i
        join customers c on c.partner_guid = $1 and c.guid = i.guid
        join lateral (select text from sms_templates where partner_guid = $1 and code = 'CUSTOMER_REGISTERED'
          and language in (c.language, 'en') order by language = c.language desc limit 1) t on true
      ) m`,
  },
  {
    name: 'staged outcomes',
    sql: `
      update bench_staged s set status = 'applied'
      from bench_policies p where p.guid = s.policy_guid`,
  },
];

/** What a run wrote, table by table (the partner's rows; the staged outcomes applied). */
const COUNTS_SQL = `
  select (select count(*) from customers where partner_guid = $1)::int as customers,
    (select count(*) from customer_names where partner_guid = $1)::int as customer_names,
    (select count(*) from audit_events where partner_guid = $1 and entity_type = 'customer')::int
      as customer_audit_events,
    (select count(*) from policies where partner_guid = $1)::int as policies,
    (select count(*) from audit_events where partner_guid = $1 and entity_type = 'policy')::int as policy_audit_events,
    (select count(*) from template_jobs where partner_guid = $1)::int as template_jobs,
    (select count(*) from onboarding_entries where partner_guid = $1)::int as keys,
    (select count(*) from sms_outbox where partner_guid = $1 and kind = 'customer_registered')::int as registered_sms`;

async function countsOf(client: pg.Client, partner: string): Promise<Record<string, number>> {
  return { ...(await client.query(COUNTS_SQL, [partner])).rows[0], staged_applied: 0 };
}

/** The onboarding baseline, timed statement by statement in one transaction; what it wrote is counted, rolled back. */
async function runBaseline(client: pg.Client, partner: string, file: string, useAppRole: boolean) {
  const before = await countsOf(client, partner);
  const steps: Step[] = [];
  const t0 = Date.now();
  await client.query('begin');
  try {
    if (useAppRole) await client.query(`set local role ${APP_ROLE}`);
    await client.query(`select set_config('app.partner_guids', $1, true)`, [partner]);
    // The keys name their batch: one, as an upload makes it.
    const batch = uuidv7();
    await client.query(
      `insert into import_batches (partner_guid, guid, kind, filename, storage_key, file_type, dry_run, status, step)
       values ($1, $2, 'onboarding', 'bench.csv', 'bench', 'csv', false, 'running', 'applying')`,
      [partner, batch],
    );
    const t = Date.now();
    await client.query(`
      create temp table bench_staged (line int generated by default as identity, msisdn text, full_name text,
        date_of_birth text, product_code text, premium text, status text not null default 'valid',
        customer_guid uuid default cd_uuidv7(), policy_guid uuid default cd_uuidv7()) on commit drop;
      create temp table bench_customers (guid uuid, snapshot jsonb) on commit drop;
      create temp table bench_policies (guid uuid, snapshot jsonb) on commit drop`);
    await pipeline(
      fs.createReadStream(file),
      client.query(
        copyFrom(
          'copy bench_staged (msisdn, full_name, date_of_birth, product_code, premium) from stdin with (format csv, header true)',
        ),
      ),
    );
    await client.query('analyze bench_staged');
    steps.push({ name: 'COPY the file into a temporary table', seconds: seconds(t) });
    await runBaselineStatements(client, BASELINE_STATEMENTS, { partner, batch }, steps, async (name) => {
      if (name.startsWith('customers')) await client.query('analyze bench_customers');
      if (name.startsWith('policy numbers')) await client.query('analyze bench_policies');
    });
    const total = seconds(t0);
    const after = await countsOf(client, partner);
    const counts = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
    counts.staged_applied = (
      await client.query("select count(*)::int as n from bench_staged where status = 'applied'")
    ).rows[0].n;
    return { seconds: total, steps, counts };
  } finally {
    await client.query('rollback');
  }
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
  // The onboarding file's bare-SQL baseline, rolled back: the import then writes the same rows onto the same data.
  const before = await countsOf(client, partner);
  const baseline = await runBaseline(client, partner, onboardingFile, useAppRole);
  await client.query('vacuum analyze customers, policies, audit_events, sms_outbox, onboarding_entries');
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
  const after = await countsOf(client, partner);
  const imported = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
  imported.staged_applied = onboarding.batch.applied;
  printSummary({
    label: 'Onboarding file (rough figures: shared 2-core machine)',
    rows: ONBOARDING_ROWS,
    baselineSeconds: baseline.seconds,
    importSeconds: onboarding.seconds,
    rssMb: rss,
  });
  printSteps('Baseline, per statement (one transaction, rolled back)', baseline.steps);
  if (!compareCounts('onboarding', baseline.counts, imported)) process.exitCode = 1;

  await client.end();
  stopChildren();
  await new Promise((r) => setTimeout(r, 1000));
  await db.stop();
  process.exit(process.exitCode ?? 0);
}

main().catch(async (err) => {
  console.error(err);
  stopChildren('SIGKILL');
  process.exit(1);
});
