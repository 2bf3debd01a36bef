import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Actor } from '../audit.ts';
import { audit } from '../audit.ts';
import type { Database } from '../db/client.ts';
import { importBatchFinished, importChunkApplied } from '../metrics.ts';
import type { Storage } from '../storage.ts';
import { type ImportDomain, type StageRun, shapeOf } from './domain.ts';
import { importsRepository as repo } from './imports.repository.ts';
import type { ImportBatchRow } from './imports.tables.ts';
import { ImportFileError, type ImportFileType } from './read-file.ts';
import { parseLegacyRowsWith, stageRows } from './stage.ts';

export const IMPORT_QUEUE = 'imports.run';
export const IMPORT_SWEEP_QUEUE = 'imports.sweep';
export interface ImportJob {
  partner: string;
  batch: string;
  kind: string;
}
const MAX_ATTEMPTS = 10;
const LOCK_CLASS = 7243002;

export interface RunnerDeps {
  database: Database;
  storage: Storage;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
  now?: () => Date;
  /** Tests only: called after each applied chunk is committed (throw to simulate a crash between chunks). */
  afterChunk?: (batch: string, chunk: number) => void | Promise<void>;
}

class Cancelled extends Error {}

/**
 * Runs one batch to its end, resuming where an earlier run stopped. One run at a time per batch: a session advisory
 * lock (freed by PostgreSQL when a killed worker's connection drops). Steps:
 * 1. reading (unless staged): the file streamed, rows validated and staged by COPY in one transaction — a crash here
 *    stages nothing, the next run reads again; duplicates of a key in the file are marked;
 * 2. dry run: checking chunks of lines (the domain's `checkStaged`: nothing written but the rows' outcome), then
 *    completed;
 * 3. applying: chunks of lines in order, each in one transaction with the rows' outcomes (the domain's set-based
 *    `applyStaged`), the batch's counters and an audit event — a crash loses at most the uncommitted chunk, which the
 *    next run applies again (the domain's apply is idempotent per key anyway). Cancel is honoured between chunks.
 */
export function createImportRunner(deps: RunnerDeps, domains: Map<string, ImportDomain<unknown>>) {
  const { database, storage, log } = deps;
  const now = deps.now ?? (() => new Date());
  const scoped = database.scoped;
  const update = (b: ImportBatchRow, set: Partial<ImportBatchRow>) =>
    scoped([b.partner_guid], (tx) => repo.updateBatch(tx, b.partner_guid, b.guid, set));

  const setStage = (b: ImportBatchRow, name: string, patch: Record<string, unknown>) =>
    scoped([b.partner_guid], (tx) => repo.setStage(tx, b.partner_guid, b.guid, name, patch));
  /** Moves every step in one of `from` to `to` (e.g. a failed run's running step to failed). */
  async function markStages(b: ImportBatchRow, from: string[], to: string) {
    const fresh = await scoped([b.partner_guid], (tx) => repo.batch(tx, b.partner_guid, b.guid));
    if (!fresh?.stages.length) return;
    await update(b, {
      stages: fresh.stages.map((st) => (from.includes(st.status) ? { ...st, status: to as never } : st)),
    });
  }
  function stageRun(b: ImportBatchRow, actor: Actor, counts: StageRun['counts']): StageRun {
    return {
      ctx: contextOf(b, actor),
      counts,
      tx: (fn) => scoped([b.partner_guid], fn),
      stage: (name, status, count, detail) =>
        setStage(b, name, { status, ...(count === undefined ? {} : { count }), ...(detail ? { detail } : {}) }),
    };
  }

  async function finish(b: ImportBatchRow, status: 'completed' | 'cancelled') {
    if (status === 'cancelled') await markStages(b, ['running', 'pending'], 'skipped');
    const counts = await scoped([b.partner_guid], (tx) => repo.counts(tx, b.guid));
    const done = await update(b, {
      ...counts,
      processed: status === 'completed' ? counts.total : counts.total - counts.valid,
      status,
      step: 'done',
      finished_at: now().toISOString(),
    });
    importBatchFinished(b.kind, status);
    return done;
  }

  /** This run's pace (rows applied per second since it started applying), for `coverdesk_import_rows_per_second`. */
  const pace = new Map<string, { started: number; rows: number }>();
  function chunkCommitted(b: ImportBatchRow, c: { applied: number; already: number; failed: number }) {
    const p = pace.get(b.guid) ?? { started: performance.now(), rows: 0 };
    pace.set(b.guid, p);
    p.rows += c.applied + c.already + c.failed;
    importChunkApplied(b.kind, c, { rows: p.rows, seconds: (performance.now() - p.started) / 1000 });
  }

  async function read(b: ImportBatchRow, domain: ImportDomain<unknown>) {
    await update(b, { step: 'reading', processed: 0 });
    if (domain.stages) await setStage(b, domain.stages.reading, { status: 'running', count: 0 });
    const client = await database.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      await client.query(`select set_config('app.partner_guids', $1, true)`, [b.partner_guid]);
      await client.query('delete from import_rows where batch_guid = $1', [b.guid]);
      const input = await storage.readStream(b.storage_key);
      const staged = await stageRows(
        client,
        b.guid,
        input,
        b.file_type as ImportFileType,
        domain,
        async (n) => {
          const fresh = await update(b, { processed: n });
          if (fresh?.cancel_requested) throw new Cancelled();
        },
        10_000,
        b.options,
      );
      const by = staged.duplicatesMarked ? staged : await markDuplicates(client, b.guid);
      await client.query(
        `update import_batches set staged = true, total = $3::int, valid = $4::int, invalid = $5::int, duplicates = $6::int,
           processed = $5::int + $6::int, updated_at = now() where partner_guid = $1 and guid = $2`,
        [b.partner_guid, b.guid, staged.total, by.valid, by.invalid, by.duplicate],
      );
      await client.query('commit');
      if (domain.stages) await setStage(b, domain.stages.reading, { status: 'done', count: staged.total });
    } catch (err) {
      broken = true;
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release(broken);
    }
  }

  /** The applying step's count: rows with an outcome so far. */
  async function applyingProgress(b: ImportBatchRow, domain: ImportDomain<unknown>, status: 'running' | 'done') {
    if (!domain.stages) return;
    const fresh = await scoped([b.partner_guid], (tx) => repo.batch(tx, b.partner_guid, b.guid));
    const done = fresh ? fresh.processed - fresh.invalid - fresh.duplicates : 0;
    await setStage(b, domain.stages.applying, { status, count: Math.max(0, done) });
  }

  async function check(b: ImportBatchRow, domain: ImportDomain<unknown>, actor: Actor) {
    await update(b, { step: 'checking' });
    await applyingProgress(b, domain, 'running');
    await staged(b, domain, actor, 'check');
    await applyingProgress(b, domain, 'done');
  }

  async function apply(b: ImportBatchRow, domain: ImportDomain<unknown>, actor: Actor) {
    if (!domain.applyStaged) throw new Error(`${b.kind}: its batches are only checked, never applied`);
    pace.set(b.guid, { started: performance.now(), rows: 0 });
    await update(b, { step: 'applying' });
    await applyingProgress(b, domain, 'running');
    await staged(b, domain, actor, 'apply');
    await applyingProgress(b, domain, 'done');
  }

  /**
   * The walk: ranges of `size` lines, each handed to the domain's `applyStaged` (or `checkStaged`) in one
   * transaction with the batch's counters and (apply) an audit event. Applying starts at the first line still `valid`
   * (the rows of committed chunks are not), so a resumed run carries on where the last commit left off.
   */
  async function staged(b: ImportBatchRow, domain: ImportDomain<unknown>, actor: Actor, mode: 'apply' | 'check') {
    const size = domain.chunkSize ?? 10_000;
    const { schema } = shapeOf(domain, b.options);
    const bounds = await scoped([b.partner_guid], async (tx) => {
      const r = await tx.execute<{ first: number | null; last: number | null }>(
        sql`select (select min(line) from import_rows where batch_guid = ${b.guid} and status = 'valid') as first,
              (select max(line) from import_rows where batch_guid = ${b.guid}) as last`,
      );
      return r.rows[0]!;
    });
    if (bounds.first === null || bounds.last === null) return;
    let after = mode === 'apply' ? bounds.first - 1 : 0;
    for (let n = 1; after < bounds.last; n++) {
      const chunk = { batch: b.guid, after, through: Math.min(after + size, bounds.last) };
      // A row staged before its parsed value was kept (migration 0023) is parsed again from the file's text.
      parseLegacyRowsWith(chunk, (data) => schema.parse(data));
      const ctx = contextOf(b, actor);
      const committed = await scoped([b.partner_guid], async (tx) => {
        const [fresh] = await tx
          .execute<{ cancel_requested: boolean }>(
            sql`select cancel_requested from import_batches where partner_guid = ${b.partner_guid} and guid = ${b.guid}`,
          )
          .then((r) => r.rows);
        if (fresh?.cancel_requested) throw new Cancelled();
        const checked =
          mode === 'apply' ? await domain.applyStaged!(tx, ctx, chunk) : await domain.checkStaged(tx, ctx, chunk);
        const by: Record<string, number> = checked
          ? { valid: checked.unchanged }
          : await tx
              .execute<{ status: string; n: number }>(
                sql`select status, count(*)::int as n from import_rows where batch_guid = ${b.guid}
                    and line > ${chunk.after} and line <= ${chunk.through} and status not in ('invalid', 'duplicate')
                    group by status`,
              )
              .then((r) => Object.fromEntries(r.rows.map((x) => [x.status, x.n])));
        const c = { applied: by.applied ?? 0, already: by.already ?? 0, failed: by.failed ?? 0 };
        if (mode === 'apply' && by.valid) throw new Error(`${b.kind}: applyStaged left ${by.valid} rows valid`);
        const rows = Object.values(by).reduce((s, n) => s + n, 0);
        if (!rows) return undefined;
        await repo.updateBatch(tx, b.partner_guid, b.guid, {
          processed: sql`${sql.identifier('processed')} + ${rows}` as unknown as number,
          applied: sql`${sql.identifier('applied')} + ${c.applied}` as unknown as number,
          already: sql`${sql.identifier('already')} + ${c.already}` as unknown as number,
          failed: sql`${sql.identifier('failed')} + ${c.failed}` as unknown as number,
        });
        if (mode === 'apply')
          await audit(tx, actor, {
            partner_guid: b.partner_guid,
            entity_type: 'import_batch',
            entity_guid: b.guid,
            action: 'apply_chunk',
            after: { kind: b.kind, chunk: n, first_line: chunk.after + 1, last_line: chunk.through, ...c },
          });
        return c;
      });
      if (committed && mode === 'apply') chunkCommitted(b, committed);
      after = chunk.through;
      await applyingProgress(b, domain, 'running');
      if (mode === 'apply') await deps.afterChunk?.(b.guid, n);
    }
  }

  const contextOf = (b: ImportBatchRow, actor: Actor) => ({
    partner: b.partner_guid,
    actor,
    batch: { guid: b.guid, options: b.options },
    today: now().toISOString().slice(0, 10),
  });

  /** Runs the batch (see above). Resolves when it is finished or another worker holds it; throws to be retried. */
  async function run(job: ImportJob): Promise<void> {
    const domain = domains.get(job.kind);
    if (!domain) throw new Error(`no import domain ${job.kind}`);
    const lock = await database.pool.connect();
    try {
      const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
        LOCK_CLASS,
        job.batch,
      ]);
      if (!rows[0]?.ok) return;
      try {
        await runLocked(job, domain);
      } finally {
        pace.delete(job.batch);
        await lock.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, job.batch]);
      }
    } finally {
      lock.release();
    }
  }

  async function runLocked(job: ImportJob, domain: ImportDomain<unknown>) {
    let b = await scoped([job.partner], (tx) => repo.batch(tx, job.partner, job.batch));
    if (!b || b.status === 'completed' || b.status === 'failed' || b.status === 'cancelled') return;
    if (b.cancel_requested) {
      await finish(b, 'cancelled');
      return;
    }
    if (b.attempts >= MAX_ATTEMPTS) {
      await markStages(b, ['running'], 'failed');
      await update(b, {
        status: 'failed',
        step: 'done',
        error: 'import_failed_unexpectedly',
        finished_at: now().toISOString(),
      });
      importBatchFinished(b.kind, 'failed');
      return;
    }
    b = (await update(b, { status: 'running', attempts: b.attempts + 1 }))!;
    if (domain.stages && !b.stages.length)
      b = (await update(b, {
        stages: domain.stages.names.map((name) => ({ name, status: 'pending' as const, count: null })),
      }))!;
    const actor: Actor = { sub: b.created_by_guid ?? 'system', username: b.created_by ?? 'system' };
    try {
      if (!b.staged) await read(b, domain);
      const hooks = domain.stages;
      const run = async (hook: ((r: StageRun) => Promise<void>) | undefined) => {
        if (!hook) return;
        const fresh = (await scoped([b.partner_guid], (tx) => repo.batch(tx, b.partner_guid, b.guid)))!;
        if (fresh.cancel_requested) throw new Cancelled();
        await hook(stageRun(fresh, actor, fresh));
      };
      await run(hooks?.afterRead);
      if (b.dry_run) {
        await check(b, domain, actor);
        await markStages(b, ['pending'], 'skipped');
      } else {
        await apply(b, domain, actor);
        await run(hooks?.afterApply);
      }
      await finish(b, 'completed');
    } catch (err) {
      if (err instanceof Cancelled) {
        await finish(b, 'cancelled');
        return;
      }
      if (err instanceof ImportFileError) {
        await markStages(b, ['running'], 'failed');
        await scoped([b.partner_guid], (tx) => repo.deleteRows(tx, b.guid));
        await update(b, {
          status: 'failed',
          step: 'done',
          error: err.key,
          error_params: err.params,
          processed: 0,
          finished_at: now().toISOString(),
        });
        importBatchFinished(b.kind, 'failed');
        return;
      }
      log.error({ err, batch: b.guid }, 'import batch run failed; it will be resumed');
      throw err;
    }
  }

  return { run };
}

/**
 * Marks the `valid` rows whose key an earlier valid row has (for files whose keys staging could not check itself), and
 * answers the batch's rows by status.
 */
async function markDuplicates(client: pg.PoolClient, batch: string) {
  // The window sorts the batch's keys: in memory rather than in temporary files for a file of a million rows.
  await client.query(`set local work_mem = '64MB'`);
  // A batch just staged is not in the table's statistics yet (one row expected): the planner then nests the window
  // inside a loop over the rows, sorting the whole batch again for each one (a million-row file never finished).
  await client.query('set local enable_nestloop = off');
  await client.query(
    `update import_rows r set status = 'duplicate', reason = 'import_duplicate_in_file',
       reason_params = jsonb_build_object('line', f.first_line)
     from (select line, min(line) over (partition by row_key) as first_line
           from import_rows where batch_guid = $1 and status = 'valid') f
     where r.batch_guid = $1 and r.line = f.line and f.line > f.first_line`,
    [batch],
  );
  const { rows } = await client.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from import_rows where batch_guid = $1 group by status',
    [batch],
  );
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
  return { valid: by.valid ?? 0, invalid: by.invalid ?? 0, duplicate: by.duplicate ?? 0 };
}
