import {
  LOYALTY_COLUMNS,
  LOYALTY_STEPS,
  type LoyaltyRow,
  loyaltyKeyOf,
  loyaltyRow,
  normaliseMsisdn,
} from '@coverdesk/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Tx } from '../../platform/db/client.ts';
import {
  type ApplyContext,
  type ImportDomain,
  ImportFileError,
  type RowOutcome,
  type StagedRow,
  type StageRun,
} from '../../platform/imports/index.ts';
import { phoneCountryOf } from '../customers/customer-search.ts';
import { customers } from '../customers/customers.tables.ts';
import { policiesRepository } from '../policies/policies.repository.ts';
import { policies } from '../policies/policies.tables.ts';
import { addDays } from '../policies/policy-periods.ts';
import { type LoyaltyRunRow, loyaltyRuns, loyaltySettings } from './loyalty.tables.ts';
import './loyalty.messages.ts';

type Row = StagedRow<LoyaltyRow>;
const units = (cents: number) => (cents / 100).toFixed(2);

/** What the rule says for one row (see `loyalty.schemas.ts` in the contract and README "Decisions"). */
type Decision =
  | { kind: 'below' | 'not_customer' | 'nothing_to_renew' }
  | { kind: 'covered'; policy: { number: string; until: string } }
  | { kind: 'grant'; customer: string }
  | { kind: 'renew'; customer: string; policy: { guid: string; valid_until: string | null; status: string } };

async function runOf(tx: Tx, ctx: ApplyContext): Promise<LoyaltyRunRow> {
  const [run] = await tx
    .select()
    .from(loyaltyRuns)
    .where(and(eq(loyaltyRuns.partner_guid, ctx.partner), eq(loyaltyRuns.batch_guid, ctx.batch.guid)));
  if (!run) throw new Error(`loyalty run ${ctx.batch.guid} not started`);
  return run;
}

/** The rule for a chunk: customers by phone, their latest loyalty policy, the threshold and the run's mode. */
async function decide(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, rows: Row[]): Promise<Map<number, Decision>> {
  const country = await phoneCountryOf(tx, ctx.partner);
  const msisdnOf = new Map(rows.map((r) => [r.line, normaliseMsisdn(r.row.msisdn, country)]));
  const numbers = [...new Set([...msisdnOf.values()].filter((m): m is string => !!m))];
  const found = numbers.length
    ? await tx
        .select({ guid: customers.guid, msisdn: customers.msisdn })
        .from(customers)
        .where(and(eq(customers.partner_guid, ctx.partner), inArray(customers.msisdn, numbers)))
    : [];
  const customerOf = new Map(found.map((c) => [c.msisdn, c.guid]));
  const held = found.length
    ? await tx
        .select({
          guid: policies.guid,
          customer_guid: policies.customer_guid,
          number: policies.policy_number,
          valid_until: policies.valid_until,
          status: policies.status,
        })
        .from(policies)
        .where(
          and(
            eq(policies.partner_guid, ctx.partner),
            eq(policies.product_guid, run.product_guid),
            inArray(
              policies.customer_guid,
              found.map((c) => c.guid),
            ),
            ne(policies.status, 'cancelled'),
          ),
        )
    : [];
  // The customer's loyalty policy that runs longest (open-ended first).
  const policyOf = new Map<string, (typeof held)[number]>();
  for (const p of held) {
    const had = policyOf.get(p.customer_guid);
    if (!had || (had.valid_until !== null && (p.valid_until === null || p.valid_until > had.valid_until)))
      policyOf.set(p.customer_guid, p);
  }
  const seen = new Set<string>();
  const out = new Map<number, Decision>();
  for (const r of rows) {
    const msisdn = msisdnOf.get(r.line);
    const customer = msisdn ? customerOf.get(msisdn) : undefined;
    if (r.row.spend < run.spend_threshold_cents) out.set(r.line, { kind: 'below' });
    else if (!customer) out.set(r.line, { kind: 'not_customer' });
    else {
      const policy = policyOf.get(customer);
      const live = policy && policy.status !== 'expired';
      if (seen.has(customer) || (live && (policy.valid_until === null || policy.valid_until >= run.period_end)))
        out.set(r.line, {
          kind: 'covered',
          policy: { number: policy?.number ?? '', until: policy?.valid_until ?? run.period_end },
        });
      else if (policy) out.set(r.line, { kind: 'renew', customer, policy });
      else if (run.mode === 'renewal') out.set(r.line, { kind: 'nothing_to_renew' });
      else out.set(r.line, { kind: 'grant', customer });
      seen.add(customer);
    }
  }
  return out;
}

function outcomeOf(r: Row, d: Decision, run: LoyaltyRunRow): RowOutcome {
  switch (d.kind) {
    case 'below':
      return {
        line: r.line,
        status: 'already',
        reason: 'loyalty_below_threshold',
        params: { spend: units(r.row.spend), threshold: units(run.spend_threshold_cents) },
      };
    case 'covered':
      return {
        line: r.line,
        status: 'already',
        reason: 'loyalty_already_covered',
        params: { policy: d.policy.number, until: d.policy.until },
      };
    case 'not_customer':
      return { line: r.line, status: 'failed', reason: 'loyalty_customer_not_found' };
    case 'nothing_to_renew':
      return { line: r.line, status: 'failed', reason: 'loyalty_nothing_to_renew' };
    default:
      return { line: r.line, status: 'valid' };
  }
}

/** Creates the run with the partner's settings as they are now (once: a resumed run keeps them). */
async function startRun(tx: Tx, ctx: ApplyContext) {
  const [settings] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.partner_guid, ctx.partner));
  if (!settings) throw new ImportFileError('loyalty_not_configured');
  await tx
    .insert(loyaltyRuns)
    .values({
      partner_guid: ctx.partner,
      batch_guid: ctx.batch.guid,
      mode: ctx.batch.options.mode === 'renewal' ? 'renewal' : 'eligibility',
      product_guid: settings.product_guid,
      spend_threshold_cents: settings.spend_threshold_cents,
      period_start: ctx.today,
      period_end: addDays(ctx.today, settings.period_days - 1),
    })
    .onConflictDoNothing();
  return runOf(tx, ctx);
}

/** Counts of the file against the threshold: subscribers (valid rows) and those whose spend reaches it. */
async function consolidate(tx: Tx, batch: string, threshold: number) {
  const r = await tx.execute<{ subscribers: number; eligible: number }>(sql`
    select count(*)::int as subscribers,
      count(*) filter (where (trim(data->>'spend'))::numeric * 100 >= ${threshold})::int as eligible
    from import_rows where batch_guid = ${batch} and status not in ('invalid', 'duplicate')`);
  return r.rows[0] ?? { subscribers: 0, eligible: 0 };
}

async function afterRead(s: StageRun) {
  const valid = s.counts.total - s.counts.invalid;
  await s.stage('formatting', 'done', valid, { valid, invalid: s.counts.invalid });
  await s.stage('dropping_duplicates', 'done', s.counts.duplicates);
  await s.stage('consolidating', 'running');
  const run = await s.tx((tx) => startRun(tx, s.ctx));
  const c = await s.tx((tx) => consolidate(tx, s.ctx.batch.guid, run.spend_threshold_cents));
  await s.stage('consolidating', 'done', c.eligible, {
    subscribers: c.subscribers,
    eligible: c.eligible,
    below_threshold: c.subscribers - c.eligible,
  });
}

/** Backup: the changes kept with their state before (what undo restores); reporting: what the run did. */
async function afterApply(s: StageRun) {
  await s.stage('backup', 'running');
  const totals = await s.tx(async (tx) => {
    const r = await tx.execute<{ granted: number; renewed: number }>(sql`
      select count(*) filter (where action = 'granted')::int as granted,
        count(*) filter (where action = 'renewed')::int as renewed
      from loyalty_allocations where partner_guid = ${s.ctx.partner} and batch_guid = ${s.ctx.batch.guid}`);
    const t = r.rows[0] ?? { granted: 0, renewed: 0 };
    await tx
      .update(loyaltyRuns)
      .set({ backed_up: t.granted + t.renewed })
      .where(and(eq(loyaltyRuns.partner_guid, s.ctx.partner), eq(loyaltyRuns.batch_guid, s.ctx.batch.guid)));
    return t;
  });
  await s.stage('backup', 'done', totals.granted + totals.renewed);
  await s.stage('reporting', 'running');
  const reasons = await s.tx(async (tx) => {
    const r = await tx.execute<{ reason: string; n: number }>(sql`
      select reason, count(*)::int as n from import_rows
      where batch_guid = ${s.ctx.batch.guid} and reason like 'loyalty_%' group by reason`);
    return Object.fromEntries(r.rows.map((x) => [x.reason.replace(/^loyalty_/, ''), x.n])) as Record<string, number>;
  });
  await s.stage('reporting', 'done', totals.granted + totals.renewed, {
    granted: totals.granted,
    renewed: totals.renewed,
    below_threshold: reasons.below_threshold ?? 0,
    already_covered: reasons.already_covered ?? 0,
    customer_not_found: reasons.customer_not_found ?? 0,
    nothing_to_renew: reasons.nothing_to_renew ?? 0,
  });
}

/**
 * Loyalty files on the import engine, with the steps of SPEC §4: reading (engine), formatting (rows that hold valid
 * numbers; bad rows go to the error file), dropping duplicates (the same number twice: the first line counts),
 * consolidating (the run takes the partner's settings; the file against the threshold), allocating (chunks: grant or
 * renew, each change with the policy's state before it), backup (the kept states counted: what undo restores) and
 * reporting (the counts by outcome). The key is the number's digits.
 */
export const loyaltyImport: ImportDomain<LoyaltyRow> = {
  kind: 'loyalty',
  columns: LOYALTY_COLUMNS,
  schema: loyaltyRow,
  keyOf: loyaltyKeyOf,
  chunkSize: 2000,
  stages: { names: LOYALTY_STEPS, reading: 'reading', applying: 'allocating', afterRead, afterApply },

  async check(tx, ctx, rows) {
    const run = await runOf(tx, ctx);
    const decisions = await decide(tx, ctx, run, rows);
    return rows.map((r) => outcomeOf(r, decisions.get(r.line)!, run));
  },

  async apply(tx, ctx, rows) {
    const run = await runOf(tx, ctx);
    const decisions = await decide(tx, ctx, run, rows);
    const outcomes = new Map<number, RowOutcome>();
    const grants: Grant[] = [];
    const renewals: Renewal[] = [];
    for (const r of rows) {
      const d = decisions.get(r.line)!;
      const o = outcomeOf(r, d, run);
      if (o.status !== 'valid') outcomes.set(r.line, o);
      else if (d.kind === 'grant') grants.push({ r, customer: d.customer });
      else if (d.kind === 'renew') renewals.push({ r, customer: d.customer, policy: d.policy });
    }
    for (const line of await grantAll(tx, ctx, run, grants)) outcomes.set(line, { line, status: 'applied' });
    const renewed = await renewAll(tx, ctx, run, renewals);
    for (const { r } of renewals)
      outcomes.set(r.line, { line: r.line, status: renewed.has(r.key) ? 'applied' : 'already' });
    return rows.map((r) => outcomes.get(r.line)!);
  },
};

type Grant = { r: Row; customer: string };
type Renewal = { r: Row; customer: string; policy: { guid: string; valid_until: string | null; status: string } };
const list = <T, V>(xs: T[], f: (x: T) => V) => sql.param(xs.map(f));

/**
 * Grants a chunk's policies in one statement: numbers reserved at once, the free policies (premium 0, active for the
 * period), their backup rows (`granted`, no state before) and their audit events. Answers the lines granted.
 */
async function grantAll(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, grants: Grant[]): Promise<number[]> {
  if (!grants.length) return [];
  const product = await policiesRepository.product(tx, ctx.partner, run.product_guid);
  const year = Number(ctx.today.slice(0, 4));
  const code = (await policiesRepository.partnerCode(tx, ctx.partner)) ?? 'P';
  const last = await policiesRepository.reserveNumbers(tx, ctx.partner, year, grants.length);
  const first = last - grants.length + 1;
  const rows = grants.map((g, i) => ({
    ...g,
    guid: uuidv7(),
    audit: uuidv7(),
    number: `${code}-${year}-${String(first + i).padStart(6, '0')}`,
  }));
  const details = JSON.stringify({ channel: 'Loyalty', loyalty_batch: ctx.batch.guid });
  await tx.execute(sql`
    with input as (
      select * from unnest(${list(rows, (x) => x.guid)}::uuid[], ${list(rows, (x) => x.number)}::text[],
        ${list(rows, (x) => x.customer)}::uuid[], ${list(rows, (x) => x.r.key)}::text[],
        ${list(rows, (x) => x.r.row.spend)}::bigint[], ${list(rows, (x) => x.audit)}::uuid[])
        as t(guid, policy_number, customer_guid, row_key, spend_cents, audit_guid)
    ), granted as (
      insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
        start_date, valid_until, status, additional_details)
      select ${ctx.partner}, guid, policy_number, customer_guid, ${run.product_guid}, 0,
        ${product?.granularity ?? 'monthly'}, ${run.period_start}::date, ${run.period_end}::date, 'active', ${details}::jsonb
      from input
      returning *
    ), kept as (
      insert into loyalty_allocations (partner_guid, batch_guid, row_key, customer_guid, policy_guid, action, before, spend_cents)
      select ${ctx.partner}, ${ctx.batch.guid}, row_key, customer_guid, guid, 'granted', null, spend_cents from input
    )
    insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, after, reason)
    select i.audit_guid, ${ctx.partner}, ${ctx.actor.sub}, ${ctx.actor.username}, 'policy', p.guid::text, 'loyalty_grant',
      to_jsonb(p), ${`loyalty batch ${ctx.batch.guid}`}
    from granted p join input i on i.guid = p.guid`);
  return grants.map((g) => g.r.line);
}

/**
 * Renews a chunk's policies in one statement: the backup row first (with the state before; a key already kept for
 * this run is not renewed twice), then the new end date and `active`, with an audit event each. Answers the keys renewed.
 */
async function renewAll(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, renewals: Renewal[]): Promise<Set<string>> {
  if (!renewals.length) return new Set();
  const r = await tx.execute<{ row_key: string }>(sql`
    with input as (
      select * from unnest(${list(renewals, (x) => x.policy.guid)}::uuid[], ${list(renewals, (x) => x.customer)}::uuid[],
        ${list(renewals, (x) => x.r.key)}::text[], ${list(renewals, (x) => x.r.row.spend)}::bigint[],
        ${list(renewals, (x) => x.policy.valid_until)}::date[], ${list(renewals, (x) => x.policy.status)}::text[],
        ${list(renewals, () => uuidv7())}::uuid[])
        as t(policy_guid, customer_guid, row_key, spend_cents, before_until, before_status, audit_guid)
    ), kept as (
      insert into loyalty_allocations (partner_guid, batch_guid, row_key, customer_guid, policy_guid, action, before, spend_cents)
      select ${ctx.partner}, ${ctx.batch.guid}, row_key, customer_guid, policy_guid, 'renewed',
        jsonb_build_object('valid_until', before_until, 'status', before_status), spend_cents
      from input
      on conflict do nothing
      returning row_key, policy_guid
    ), renewed as (
      update policies p set valid_until = ${run.period_end}::date, status = 'active', updated_at = now()
      from kept k where p.partner_guid = ${ctx.partner} and p.guid = k.policy_guid
      returning p.*
    ), audited as (
      insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, before,
        after, reason)
      select i.audit_guid, ${ctx.partner}, ${ctx.actor.sub}, ${ctx.actor.username}, 'policy', p.guid::text,
        'loyalty_renew', jsonb_build_object('valid_until', i.before_until, 'status', i.before_status), to_jsonb(p),
        ${`loyalty batch ${ctx.batch.guid}`}
      from renewed p join input i on i.policy_guid = p.guid
    )
    select row_key from kept`);
  return new Set(r.rows.map((x) => x.row_key));
}
