// `npm run bench:payments`: the bulk payment import end to end beside its bare-SQL baseline (issue 33): the same writes
// done by hand in one transaction, in the same database, on the same file and data (`runBaseline`, rolled back before
// the import runs), with the time of each statement, and of the payments insert on a scratch copy of the table without
// each of its indexes, constraints, trigger and row-level security in turn (`measureInsertCosts`). Then the rows each
// wrote, table by table, must match (the process exits 1 otherwise). Settings: BENCH_PAYMENT_ROWS (1000000: rows of
// the file, one policy each), BENCH_BASELINE_REPEAT (3: runs of each scratch variant, the fastest kept),
// BENCH_DATABASE, DATABASE_URL (else an embedded PostgreSQL under .tmp/bench-pg). Targets (issue 33): the import within
// twice its baseline (ratio ≥ 0.5×) with the server's peak RSS under 300 MB. Quiet machine only: on a shared one the
// figures are rough.
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

const ROWS = Number(process.env.BENCH_PAYMENT_ROWS ?? 1_000_000);
/** Runs of each variant of the payments insert on the scratch table (the fastest is kept): BENCH_BASELINE_REPEAT. */
const REPEAT = Number(process.env.BENCH_BASELINE_REPEAT ?? 3);

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

// ---------------------------------------------------------------------------------------------------------------------
// The bare-SQL baseline (issue 33): what the rules must write for every valid line, done by hand in one transaction —
// the file COPYed into a temporary table, then one statement per write. It runs as the app role with the partner set
// (as the server does), so the real tables' row-level security, indexes, constraints and triggers all apply. It writes
// what the import writes for a valid line: the payment (its unique MNO reference), its audit event, its
// PAYMENT_RECEIVED SMS, the policy's standing (pending → active, with its audit event and POLICY_ACTIVATED SMS) and
// the staged outcome. The SMS texts are the partner's templates filled by hand (this file knows their parameters).
// ---------------------------------------------------------------------------------------------------------------------

const BENCH_ACTOR = 'bench';

/** The payment insert's select: each line of `source` with its policy, when the money rule lets it through. */
const paymentsSelect = (source: string) => `
  select $1::uuid, cd_uuidv7(), p.guid, p.customer_guid, round(s.amount::numeric * 100)::bigint,
    (s.effected_date || 'T00:00:00Z')::timestamptz, s.mno_reference, 'succeeded', 'bulk_payment', 'normal',
    'BulkUpload', '${BENCH_ACTOR}'
  from ${source} s
  join policies p on p.partner_guid = $1 and p.policy_number = s.policy_number
  where p.status in ('pending', 'active', 'lapsed')
    and s.effected_date::date <= current_date
    and s.effected_date::date >= (p.purchased_at at time zone 'UTC')::date
    and not exists (select 1 from unallocated_money u where u.partner_guid = $1 and u.mno_reference = s.mno_reference)`;

const PAYMENT_COLUMNS = `partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
  status, mno_status, payment_type, channel, created_by`;

/** The baseline's statements after the COPY, in order: what each writes. `$1` the partner, `$2` the batch guid. */
const BASELINE_STATEMENTS: { name: string; sql: string }[] = [
  {
    name: 'payments: insert … select … on conflict do nothing returning',
    sql: `
      with inserted as (
        insert into payments (${PAYMENT_COLUMNS})
        ${paymentsSelect('bench_staged')}
        on conflict (partner_guid, mno_reference) do nothing
        returning guid, policy_guid, customer_guid, mno_reference, to_jsonb(payments) as snapshot
      )
      insert into bench_paid (guid, policy_guid, customer_guid, mno_reference, snapshot) select * from inserted`,
  },
  {
    name: 'audit events of the payments',
    sql: `
      insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
        before, after, reason, request_id)
      select cd_uuidv7(), $1, '${BENCH_ACTOR}', '${BENCH_ACTOR}', 'payment', i.guid::text, 'bulk_payment', null,
        i.snapshot, 'batch ' || $2, null
      from bench_paid i`,
  },
  {
    name: 'PAYMENT_RECEIVED SMS',
    sql: `
      insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status, provider_reference, sent_at)
      select $1, m.guid, m.customer_guid, m.msisdn, m.text, 'payment_received', 'sent', 'SIM-' || m.guid, now()
      from (
        select cd_uuidv7() as guid, c.guid as customer_guid, c.msisdn,
          format(t.text, split_part(btrim(c.full_name), ' ', 1), p.policy_number) as text
        from bench_paid i
        join customers c on c.partner_guid = $1 and c.guid = i.customer_guid
        join policies p on p.partner_guid = $1 and p.guid = i.policy_guid
        join lateral (select text from sms_templates where partner_guid = $1 and code = 'PAYMENT_RECEIVED'
          and language in (c.language, 'en') order by language = c.language desc limit 1) t on true
      ) m`,
  },
  {
    name: "policies' standing from their payments (update + audit events)",
    sql: `
      -- What each touched policy has been paid (the view policy_paid_totals' rule), one index probe per policy.
      with paid as (
        select p.guid, x.paid_cents / p.premium_cents as periods,
          p.start_date + (x.paid_cents / p.premium_cents)::int * case p.granularity
            when 'weekly' then interval '1 week' when 'daily' then interval '1 day' when 'yearly' then interval '1 year'
            when 'quarterly' then interval '3 months' else interval '1 month' end - interval '1 day' as paid_until
        from (select distinct policy_guid from bench_paid) t
        join policies p on p.partner_guid = $1 and p.guid = t.policy_guid
        cross join lateral (select coalesce(sum(pay.amount_cents), 0) as paid_cents from payments pay
          where pay.partner_guid = $1 and pay.policy_guid = p.guid and pay.status = 'succeeded'
            and pay.payment_type <> 'refund') x
      ), moving as (
        select p.*, paid.periods, paid.paid_until::date as paid_until
        from paid join policies p on p.partner_guid = $1 and p.guid = paid.guid
        join products pr on pr.partner_guid = $1 and pr.guid = p.product_guid
        where p.status = 'pending' and paid.periods >= greatest(1, coalesce(pr.eligibility_threshold, 0))
          and paid.paid_until >= current_date - coalesce(pr.debit_grace_days, 0)
        for update of p
      ), moved as (
        update policies p set status = 'active', updated_at = now()
        from moving m where p.partner_guid = $1 and p.guid = m.guid
        returning p.*
      ), audited as (
        insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
          before, after, reason, request_id)
        select cd_uuidv7(), $1, '${BENCH_ACTOR}', '${BENCH_ACTOR}', 'policy', a.guid::text, 'activate',
          to_jsonb(b) - 'periods' - 'paid_until', to_jsonb(a),
          'bulk payment batch ' || $2 || '; ' || b.periods || ' period(s) paid, paid until ' || b.paid_until, null
        from moved a join moving b on b.guid = a.guid
      )
      insert into bench_activated (guid, customer_guid, policy_number)
      select guid, customer_guid, policy_number from moved`,
  },
  {
    name: 'POLICY_ACTIVATED SMS',
    sql: `
      insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status, provider_reference, sent_at)
      select $1, m.guid, m.customer_guid, m.msisdn, m.text, 'policy_activated', 'sent', 'SIM-' || m.guid, now()
      from (
        select cd_uuidv7() as guid, c.guid as customer_guid, c.msisdn,
          format(t.text, split_part(btrim(c.full_name), ' ', 1), pr.name, a.policy_number) as text
        from bench_activated a
        join customers c on c.partner_guid = $1 and c.guid = a.customer_guid
        join policies p on p.partner_guid = $1 and p.guid = a.guid
        join products pr on pr.partner_guid = $1 and pr.guid = p.product_guid
        join lateral (select text from sms_templates where partner_guid = $1 and code = 'POLICY_ACTIVATED'
          and language in (c.language, 'en') order by language = c.language desc limit 1) t on true
      ) m`,
  },
  {
    name: 'staged outcomes',
    sql: `
      update bench_staged s set status = 'applied'
      from bench_paid i where i.mno_reference = s.mno_reference`,
  },
];

/** What a run wrote, table by table (the partner's rows; the staged outcomes applied). */
const COUNTS_SQL = `
  select (select count(*) from payments where partner_guid = $1)::int as payments,
    (select count(*) from audit_events where partner_guid = $1 and entity_type = 'payment')::int as payment_audit_events,
    (select count(*) from audit_events where partner_guid = $1 and entity_type = 'policy')::int as policy_audit_events,
    (select count(*) from sms_outbox where partner_guid = $1 and kind = 'payment_received')::int as payment_sms,
    (select count(*) from sms_outbox where partner_guid = $1 and kind = 'policy_activated')::int as activation_sms,
    (select count(*) from policies where partner_guid = $1 and status = 'active')::int as active_policies`;
type Counts = Record<string, number>;

async function countsOf(client: pg.Client, partner: string): Promise<Counts> {
  return { ...(await client.query(COUNTS_SQL, [partner])).rows[0], staged_applied: 0 };
}

/** The session as the server runs a request: the app role (row-level security applies) and the partner's scope. */
async function asApp(client: pg.Client, partner: string, useAppRole: boolean) {
  if (useAppRole) await client.query(`set local role ${APP_ROLE}`);
  await client.query(`select set_config('app.partner_guids', $1, true)`, [partner]);
}

async function copyFile(client: pg.Client, table: string, file: string) {
  await pipeline(
    fs.createReadStream(file),
    client.query(
      copyFrom(
        `copy ${table} (policy_number, mno_reference, amount, effected_date) from stdin with (format csv, header true)`,
      ),
    ),
  );
}

/** The baseline, timed statement by statement in one transaction; what it wrote is counted, then rolled back. */
async function runBaseline(client: pg.Client, partner: string, file: string, useAppRole: boolean) {
  const before = await countsOf(client, partner);
  const batch = uuidv7();
  const steps: Step[] = [];
  const t0 = Date.now();
  await client.query('begin');
  try {
    await asApp(client, partner, useAppRole);
    const t = Date.now();
    await client.query(`
      create temp table bench_staged (line int generated by default as identity, policy_number text,
        mno_reference text, amount text, effected_date text, status text not null default 'valid') on commit drop;
      create temp table bench_paid (guid uuid, policy_guid uuid, customer_guid uuid, mno_reference text,
        snapshot jsonb) on commit drop;
      create temp table bench_activated (guid uuid, customer_guid uuid, policy_number text) on commit drop`);
    await copyFile(client, 'bench_staged', file);
    await client.query('analyze bench_staged');
    steps.push({ name: 'COPY the file into a temporary table', seconds: seconds(t) });
    await runBaselineStatements(client, BASELINE_STATEMENTS, { partner, batch }, steps, async (name) => {
      if (name.startsWith('payments')) await client.query('analyze bench_paid');
    });
    const seconds_ = seconds(t0);
    const after = await countsOf(client, partner);
    const counts = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
    counts.staged_applied = (
      await client.query("select count(*)::int as n from bench_staged where status = 'applied'")
    ).rows[0].n;
    return { seconds: seconds_, steps, counts };
  } finally {
    await client.query('rollback');
  }
}

/**
 * Where the payments insert's time goes: the baseline's insert into a scratch copy of `payments` (its indexes,
 * constraints, foreign keys, daily-totals trigger and row-level security), timed with everything, then without each
 * in turn (dropped inside a transaction that is rolled back), then bare. Each run starts from the empty scratch table.
 */
async function measureInsertCosts(client: pg.Client, partner: string, file: string, useAppRole: boolean) {
  const scratch = 'bench_payments_scratch';
  await client.query(`drop table if exists ${scratch}`);
  // The scratch copy: the columns, defaults and checks of `payments`; then each of its indexes (and the constraints they
  // back) by its own definition, its foreign keys, its insert trigger and its row-level security policy.
  await client.query(`create table ${scratch} (like payments including defaults including constraints)`);
  const indexes = (
    await client.query<{ name: string; constraint: string | null; def: string }>(
      `select i.relname as name, c.conname as constraint,
         coalesce(pg_get_constraintdef(c.oid), pg_get_indexdef(x.indexrelid)) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
       where x.indrelid = 'payments'::regclass order by 1`,
    )
  ).rows.map((i) => ({ ...i, scratchName: `s_${i.name}`.slice(0, 63) }));
  for (const i of indexes)
    await client.query(
      i.constraint
        ? `alter table ${scratch} add constraint ${i.scratchName} ${i.def}`
        : i.def.replace(/INDEX \S+ ON \S+/, `INDEX ${i.scratchName} ON ${scratch}`),
    );
  const fks = (
    await client.query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'payments'::regclass and contype = 'f' and conparentid = 0 order by 1`,
    )
  ).rows.map((f) => ({ ...f, scratchName: `s_${f.name}`.slice(0, 63) }));
  for (const f of fks) await client.query(`alter table ${scratch} add constraint ${f.scratchName} ${f.def}`);
  await client.query(`
    create trigger ${scratch}_daily_totals_insert after insert on ${scratch} referencing new table as new_rows
      for each statement execute function payment_daily_totals_apply();
    alter table ${scratch} enable row level security;
    alter table ${scratch} force row level security;
    create policy partner_scope on ${scratch} using (
      partner_guid = any (string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])
      or current_setting('app.all_partners', true) = 'on');
    create temp table bench_file (policy_number text, mno_reference text, amount text, effected_date text)`);
  if (useAppRole)
    await client.query(`grant all on ${scratch} to ${APP_ROLE}; grant select on bench_file to ${APP_ROLE}`);
  await copyFile(client, 'bench_file', file);
  await client.query(`analyze bench_file; analyze ${scratch}`);
  const unique = indexes.find((i) => i.name.includes('mno_reference'))?.name;
  const dropIndex = (i: (typeof indexes)[number]) =>
    i.constraint ? `alter table ${scratch} drop constraint ${i.scratchName}` : `drop index ${i.scratchName}`;
  const variants: { name: string; drop: string[]; rls?: false; noConflict?: true }[] = [
    { name: 'with everything', drop: [] },
    ...indexes.map((i) => ({
      name: `without index ${i.name}`,
      drop: [dropIndex(i)],
      ...(i.name === unique ? { noConflict: true as const } : {}),
    })),
    ...fks.map((f) => ({
      name: `without foreign key ${f.name}`,
      drop: [`alter table ${scratch} drop constraint ${f.scratchName}`],
    })),
    { name: 'without the daily totals trigger', drop: [`drop trigger ${scratch}_daily_totals_insert on ${scratch}`] },
    { name: 'without row-level security', drop: [], rls: false },
    {
      // A proposal, measured: the same policy with its settings read once per statement (an initplan), not per row.
      name: 'with the RLS policy read once per statement (initplan)',
      drop: [
        `drop policy partner_scope on ${scratch}`,
        `create policy partner_scope on ${scratch} using (
           partner_guid = any ((select string_to_array(nullif(current_setting('app.partner_guids', true), ''), ','))::uuid[])
           or (select current_setting('app.all_partners', true)) = 'on')`,
      ],
    },
    {
      name: 'bare (no index, constraint, trigger or RLS)',
      drop: [
        ...indexes.map(dropIndex),
        ...fks.map((f) => `alter table ${scratch} drop constraint ${f.scratchName}`),
        `drop trigger ${scratch}_daily_totals_insert on ${scratch}`,
      ],
      rls: false,
      noConflict: true,
    },
  ];
  // The machine is shared: one warm-up run (caches), then each variant REPEAT times in turn, its fastest kept.
  const best = new Map<string, Step>();
  for (let round = 0; round <= REPEAT; round++)
    for (const v of round === 0 ? variants.slice(0, 1) : variants) {
      await client.query('begin');
      try {
        for (const d of v.drop) await client.query(d);
        if (v.rls === false) await client.query(`select set_config('app.partner_guids', $1, true)`, [partner]);
        else await asApp(client, partner, useAppRole);
        const t = Date.now();
        const r = await client.query(
          `insert into ${scratch} (${PAYMENT_COLUMNS}) ${paymentsSelect('bench_file')}
           ${v.noConflict ? '' : 'on conflict (partner_guid, mno_reference) do nothing'}`,
          [partner],
        );
        const step = { name: v.name, seconds: seconds(t), rows: r.rowCount ?? 0 };
        if (round > 0 && step.seconds < (best.get(v.name)?.seconds ?? Number.POSITIVE_INFINITY)) best.set(v.name, step);
      } finally {
        await client.query('rollback');
      }
    }
  const steps = variants.map((v) => best.get(v.name)!);
  await client.query(`drop table ${scratch}; drop table bench_file`);
  const all = steps[0]!.seconds;
  return steps.map((s, i) => (i === 0 ? s : { ...s, saves: all - s.seconds }));
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

  // The baseline first, rolled back (the import then writes the same rows onto the same data); then the cost of each
  // index, constraint, trigger and row-level security policy of `payments`, on a scratch copy of the table.
  const before = await countsOf(client, partner);
  const baseline = await runBaseline(client, partner, file, useAppRole);
  await client.query('vacuum analyze payments, policies, audit_events, sms_outbox');
  const insertCosts = await measureInsertCosts(client, partner, file, useAppRole);
  await client.query('vacuum analyze payments, policies, audit_events, sms_outbox');

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

  const after = await countsOf(client, partner);
  const importWrote = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)])) as Counts;
  importWrote.staged_applied = batch.applied;

  console.log(
    `\nBulk payment file: ${ROWS.toLocaleString('en')} rows, ${mb.toFixed(1)} MB (rough figures: shared 2-core machine)`,
  );
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
  printSummary({
    rows: ROWS,
    baselineSeconds: baseline.seconds,
    importSeconds: applySeconds,
    rssMb: rss,
    idleRssMb: idleRss,
  });
  printSteps('Baseline, per statement (one transaction, rolled back)', baseline.steps);
  printSteps(
    `The baseline's payments insert on a scratch copy of the table, without each index / constraint / trigger / RLS`,
    insertCosts,
  );
  if (!compareCounts('payments', baseline.counts, importWrote)) process.exitCode = 1;

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
