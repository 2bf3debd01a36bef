import {
  LOYALTY_COLUMNS,
  LOYALTY_STEPS,
  type LoyaltyRow,
  loyaltyKeyOf,
  loyaltyRow,
  loyaltyRowFor,
} from '@coverdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  type ApplyContext,
  batchRows,
  type ImportDomain,
  ImportFileError,
  type StageRun,
} from '../../platform/imports/index.ts';
import { addDays } from '../policies/index.ts';
import { type LoyaltyRunRow, loyaltyRuns, loyaltySettings } from './loyalty.tables.ts';
import { allocateChunk, checkChunk } from './loyalty-allocate.ts';
import './loyalty.messages.ts';
import { moneyRuleOfBatch } from '../configuration/index.ts';

async function runOf(tx: Tx, ctx: ApplyContext): Promise<LoyaltyRunRow> {
  const [run] = await tx
    .select()
    .from(loyaltyRuns)
    .where(and(eq(loyaltyRuns.partner_guid, ctx.partner), eq(loyaltyRuns.batch_guid, ctx.batch.guid)));
  if (!run) throw new Error(`loyalty run ${ctx.batch.guid} not started`);
  return run;
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
      count(*) filter (where (value->>'spend')::bigint >= ${threshold})::int as eligible
    from (${batchRows(batch)}) r where r.status not in ('invalid', 'duplicate')`);
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
      select r.reason, count(*)::int as n from (${batchRows(s.ctx.batch.guid)}) r
      where r.reason like 'loyalty_%' group by r.reason`);
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
  // The file's amounts are read with the partner's money rule, recorded on the batch when it was uploaded.
  forBatch: (options) => ({ schema: loyaltyRowFor(moneyRuleOfBatch(options)) }),
  keyOf: loyaltyKeyOf,
  // Lines per chunk: only a range's lines and numbers travel to Node (see loyalty-allocate.ts).
  chunkSize: 5000,
  stages: { names: LOYALTY_STEPS, reading: 'reading', applying: 'allocating', afterRead, afterApply },

  async checkStaged(tx, ctx, chunk) {
    await checkChunk(tx, ctx, await runOf(tx, ctx), chunk);
  },

  async applyStaged(tx, ctx, chunk) {
    await allocateChunk(tx, ctx, await runOf(tx, ctx), chunk);
  },
};
