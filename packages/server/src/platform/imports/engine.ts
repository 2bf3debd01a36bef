import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Actor } from '../audit.ts';
import { audit } from '../audit.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage.ts';
import { type ImportDomain, type RowOutcome, type StagedRow, shapeOf } from './domain.ts';
import { importsRepository as repo } from './imports.repository.ts';
import type { ImportBatchRow } from './imports.tables.ts';
import { ImportFileError, type ImportFileType } from './read-file.ts';
import { stageRows } from './stage.ts';

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
 * 2. dry run: checking chunks of valid rows (nothing written but the rows' outcome), then completed;
 * 3. applying: chunks of `valid` rows in line order, each in one transaction with the rows' outcomes, the batch's
 *    counters and an audit event — a crash loses at most the uncommitted chunk, which the next run applies again
 *    (the domain's apply is idempotent per key anyway). Cancel is honoured between chunks.
 */
export function createImportRunner(deps: RunnerDeps, domains: Map<string, ImportDomain<unknown>>) {
  const { database, storage, log } = deps;
  const now = deps.now ?? (() => new Date());
  const scoped = database.scoped;
  const update = (b: ImportBatchRow, set: Partial<ImportBatchRow>) =>
    scoped([b.partner_guid], (tx) => repo.updateBatch(tx, b.partner_guid, b.guid, set));

  async function finish(b: ImportBatchRow, status: 'completed' | 'cancelled') {
    const counts = await scoped([b.partner_guid], (tx) => repo.counts(tx, b.guid));
    return update(b, {
      ...counts,
      processed: status === 'completed' ? counts.total : counts.total - counts.valid,
      status,
      step: 'done',
      finished_at: now().toISOString(),
    });
  }

  async function read(b: ImportBatchRow, domain: ImportDomain<unknown>) {
    await update(b, { step: 'reading', processed: 0 });
    const client = await database.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      await client.query(`select set_config('app.partner_guids', $1, true)`, [b.partner_guid]);
      await client.query('delete from import_rows where batch_guid = $1', [b.guid]);
      const input = await storage.readStream(b.storage_key);
      await stageRows(
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
      await client.query(
        `update import_rows r set status = 'duplicate', reason = 'import_duplicate_in_file',
           reason_params = jsonb_build_object('line', f.first_line)
         from (select line, min(line) over (partition by row_key) as first_line
               from import_rows where batch_guid = $1 and status = 'valid') f
         where r.batch_guid = $1 and r.line = f.line and f.line > f.first_line`,
        [b.guid],
      );
      const { rows } = await client.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from import_rows where batch_guid = $1 group by status',
        [b.guid],
      );
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
      const total = rows.reduce((n, r) => n + r.n, 0);
      await client.query(
        `update import_batches set staged = true, total = $3::int, valid = $4::int, invalid = $5::int, duplicates = $6::int,
           processed = $5::int + $6::int, updated_at = now() where partner_guid = $1 and guid = $2`,
        [b.partner_guid, b.guid, total, by.valid ?? 0, by.invalid ?? 0, by.duplicate ?? 0],
      );
      await client.query('commit');
    } catch (err) {
      broken = true;
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release(broken);
    }
  }

  /** Walks the valid rows in chunks; `step` handles one chunk in its own transaction. */
  async function chunks(
    b: ImportBatchRow,
    domain: ImportDomain<unknown>,
    step: (rows: StagedRow<unknown>[], n: number) => Promise<void>,
  ) {
    const size = domain.chunkSize ?? 1000;
    const { schema } = shapeOf(domain, b.options);
    let after = 0;
    for (let n = 1; ; n++) {
      const batch = await scoped([b.partner_guid], (tx) => repo.batch(tx, b.partner_guid, b.guid));
      if (batch?.cancel_requested) throw new Cancelled();
      const rows = await scoped([b.partner_guid], (tx) => repo.next(tx, b.guid, ['valid'], after, size));
      if (!rows.length) return;
      after = rows.at(-1)!.line;
      // Staged rows passed the schema: parse again for the typed value (cheap) rather than trusting stored JSON.
      const staged = rows.map((r) => ({ line: r.line, key: r.row_key!, row: schema.parse(r.data) }));
      await step(staged, n);
    }
  }

  async function check(b: ImportBatchRow, domain: ImportDomain<unknown>, actor: Actor) {
    await update(b, { step: 'checking' });
    await chunks(b, domain, (rows) =>
      scoped([b.partner_guid], async (tx) => {
        const outcomes = await domain.check(tx, contextOf(b, actor), rows);
        await repo.setOutcomes(tx, b.guid, outcomes.filter(notValid).map(withDefaultReason));
        const c = count(outcomes);
        await repo.updateBatch(tx, b.partner_guid, b.guid, {
          processed: sql`${sql.identifier('processed')} + ${rows.length}` as unknown as number,
          already: sql`${sql.identifier('already')} + ${c.already}` as unknown as number,
          failed: sql`${sql.identifier('failed')} + ${c.failed}` as unknown as number,
        });
      }),
    );
  }

  async function apply(b: ImportBatchRow, domain: ImportDomain<unknown>, actor: Actor) {
    await update(b, { step: 'applying' });
    await chunks(b, domain, async (rows, n) => {
      await scoped([b.partner_guid], async (tx) => {
        const outcomes = await domain.apply(tx, contextOf(b, actor), rows);
        await repo.setOutcomes(tx, b.guid, outcomes.map(withDefaultReason));
        const c = count(outcomes);
        await repo.updateBatch(tx, b.partner_guid, b.guid, {
          processed: sql`${sql.identifier('processed')} + ${rows.length}` as unknown as number,
          applied: sql`${sql.identifier('applied')} + ${c.applied}` as unknown as number,
          already: sql`${sql.identifier('already')} + ${c.already}` as unknown as number,
          failed: sql`${sql.identifier('failed')} + ${c.failed}` as unknown as number,
        });
        await audit(tx, actor, {
          partner_guid: b.partner_guid,
          entity_type: 'import_batch',
          entity_guid: b.guid,
          action: 'apply_chunk',
          after: { kind: b.kind, chunk: n, first_line: rows[0]!.line, last_line: rows.at(-1)!.line, ...c },
        });
      });
      await deps.afterChunk?.(b.guid, n);
    });
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
      await update(b, {
        status: 'failed',
        step: 'done',
        error: 'import_failed_unexpectedly',
        finished_at: now().toISOString(),
      });
      return;
    }
    b = (await update(b, { status: 'running', attempts: b.attempts + 1 }))!;
    const actor: Actor = { sub: b.created_by_guid ?? 'system', username: b.created_by ?? 'system' };
    try {
      if (!b.staged) await read(b, domain);
      if (b.dry_run) await check(b, domain, actor);
      else await apply(b, domain, actor);
      await finish(b, 'completed');
    } catch (err) {
      if (err instanceof Cancelled) {
        await finish(b, 'cancelled');
        return;
      }
      if (err instanceof ImportFileError) {
        await scoped([b.partner_guid], (tx) => repo.deleteRows(tx, b.guid));
        await update(b, {
          status: 'failed',
          step: 'done',
          error: err.key,
          error_params: err.params,
          processed: 0,
          finished_at: now().toISOString(),
        });
        return;
      }
      log.error({ err, batch: b.guid }, 'import batch run failed; it will be resumed');
      throw err;
    }
  }

  return { run };
}

const notValid = (o: RowOutcome) => o.status !== 'valid';
const withDefaultReason = (o: RowOutcome) =>
  o.status === 'already' && !o.reason ? { ...o, reason: 'import_already_recorded' } : o;
const count = (outcomes: RowOutcome[]) => ({
  applied: outcomes.filter((o) => o.status === 'applied').length,
  already: outcomes.filter((o) => o.status === 'already').length,
  failed: outcomes.filter((o) => o.status === 'failed').length,
});
