/**
 * The import engine: every upload of rows (bulk payments, remittances, SMS blasts, loyalty, group members, bulk
 * onboarding, bank answer files) goes through it. A domain supplies only an `ImportDomain` (domain.ts): its kind,
 * its column names, its row schema (zod, from the contract), its row key, and set-based hooks over chunks of staged
 * lines: `checkStaged` (dry run: the rows that would not apply get their outcome) and `applyStaged` (the chunk's
 * records with their audit events and each row's outcome, in the engine's transaction, idempotent per key). A hook
 * writes in SQL from `stagedRows(chunk)` and records outcomes with `markStagedRows`, or reads the rows with
 * `readStagedRows` and records them with `writeRowOutcomes`; no module names the engine's tables.
 *
 * Contract side: `defineImportRoutes(base, { read, write }, label, extraMultipartPaths)` gives the route table
 * (template, signed URL + start, multipart upload, list, progress, rows, error file, cancel, apply a dry run).
 * Server side, in the domain's module:
 *
 *   const service = await registerImportDomain({ ...ctx, log: app.log }, myDomain);
 *   await registerImportRoutes(app, myRoutes, service, ctx, { byUpload: { uploadBundle: { payment_type: 'bundle' } } });
 *
 * What the engine does: the call answers 202 at once with the batch (after a quick check of the file's type, size,
 * emptiness, binary content and header: 4xx, nothing written); a pg-boss job (`imports.run`) streams the file (CSV
 * with any of `, ; tab |`, BOM, quotes, Excel's Windows-1252; or XLSX's first sheet), matches columns by name, validates
 * each row, stages rows with COPY, marks keys repeated in the file, then (dry run) checks or (real run) applies chunks
 * of 10,000 staged lines (the domain's `chunkSize`), each in a transaction with the rows' outcomes, the batch's
 * counters and an audit event; a staged row's `value` is the parsed row, so nothing is parsed twice. A killed worker
 * loses only its uncommitted chunk: the job is retried, and a sweep (`imports.sweep`, every minute) re-sends batches
 * left queued or running; one run at a time per batch (advisory lock). Progress (step, processed, total, applied,
 * failed…) is the batch row; cancel stops between chunks; failed rows keep their reason and download as a CSV with a
 * `reason` column that can be fixed and uploaded again. Memory stays bounded: nothing holds the whole file.
 *
 * Named steps (optional, `ImportDomain.stages`): a domain that shows more than reading and applying (loyalty: reading,
 * formatting, dropping duplicates, consolidating, allocating, backup, reporting) names its steps; the engine keeps them
 * on the batch (`stages`: status, count, breakdown), fills the reading and applying ones and runs the domain's
 * `afterRead` and `afterApply` hooks for the others. Imports without steps are unchanged.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { importGauges } from '../metrics.ts';
import type { AppContext } from '../module.ts';
import { storageFor } from '../storage.ts';
import type { ImportDomain } from './domain.ts';
import { createImportRunner, IMPORT_QUEUE, IMPORT_SWEEP_QUEUE, type ImportJob } from './engine.ts';
import { importsRepository } from './imports.repository.ts';
import { createImportService, IMPORT_JOB_OPTIONS, type ImportService } from './service.ts';

export type {
  ApplyContext,
  BatchShape,
  ImportDomain,
  ImportStages,
  RowOutcome,
  StagedChunk,
  StagedRow,
  StageRun,
} from './domain.ts';
export { createImportRunner, IMPORT_QUEUE, IMPORT_SWEEP_QUEUE, type ImportJob } from './engine.ts';
export type { ImportBatchRow } from './imports.tables.ts';
export { inLineWindows } from './line-windows.ts';
export { ImportFileError, readRecords, sniffDelimiter } from './read-file.ts';
export { registerImportRoutes } from './routes.ts';
export { batchOut, type ImportService } from './service.ts';
export {
  batchRows,
  markStagedRows,
  readStagedRows,
  type StagedRowAt,
  stagedRows,
  writeRowOutcomes,
} from './stage.ts';

/** A batch of the partner, or undefined: what a module shows of its own imports (an SMS blast's validation). */
export const importBatchOf = (db: Executor, partner: string, guid: string) =>
  importsRepository.batch(db, partner, guid);

/** A page of the partner's batches of `kind`, newest first; `options`: only those whose options hold these texts. */
export const importBatchesPage = (
  db: Executor,
  partner: string,
  kind: string,
  q: { page: number; size: number },
  options: Record<string, string> = {},
) => importsRepository.page(db, partner, kind, q, options);

/**
 * SQL: whether the import batch `guid` of `partner` (columns of the caller's query) is in one of `statuses` — e.g. an
 * SMS batch's list filter on its validating import.
 */
export const importBatchStatusIn = (partner: SQLWrapper, guid: SQLWrapper, statuses: readonly string[]): SQL =>
  sql`exists (select 1 from import_batches i where i.partner_guid = ${partner} and i.guid = ${guid}
    and i.status in (${sql.join(
      statuses.map((st) => sql`${st}`),
      sql`, `,
    )}))`;

type Ctx = Pick<AppContext, 'database' | 'jobs' | 'config'> & {
  log?: { warn(o: object, m: string): void; error(o: object, m: string): void; info(o: object, m: string): void };
};
const registries = new WeakMap<object, Map<string, ImportDomain<unknown>>>();

/** The domains registered with this job queue (tests run batches with `createImportRunner` over them). */
export const importDomainsOf = (jobs: object) => registries.get(jobs) ?? new Map<string, ImportDomain<unknown>>();

/**
 * Registers a domain with the engine and answers its service. The first registration on a job queue starts the
 * engine's worker and its sweep.
 */
export async function registerImportDomain<Row>(ctx: Ctx, domain: ImportDomain<Row>): Promise<ImportService<Row>> {
  const storage = storageFor(ctx.config.dataDir);
  let domains = registries.get(ctx.jobs);
  if (!domains) {
    domains = new Map();
    registries.set(ctx.jobs, domains);
    const log = ctx.log ?? console;
    const runner = createImportRunner({ database: ctx.database, storage, log: log as never }, domains);
    await ctx.jobs.work<ImportJob>(IMPORT_QUEUE, (job) => runner.run(job));
    await ctx.jobs.work(IMPORT_SWEEP_QUEUE, async () => {
      // Batches no worker has touched for two minutes (a killed worker): send their job again.
      const stale = await ctx.database.system(async (tx) => {
        const r = await tx.execute<{ partner_guid: string; guid: string; kind: string }>(
          sql`select partner_guid, guid, kind from import_batches
              where status in ('queued', 'running') and updated_at < now() - interval '2 minutes'`,
        );
        return r.rows;
      });
      for (const b of stale)
        await ctx.jobs.send(IMPORT_QUEUE, { partner: b.partner_guid, batch: b.guid, kind: b.kind }, IMPORT_JOB_OPTIONS);
    });
    await ctx.jobs.schedule(IMPORT_SWEEP_QUEUE, '* * * * *');
  }
  if (domains.has(domain.kind)) throw new Error(`import domain ${domain.kind} registered twice`);
  domains.set(domain.kind, domain as ImportDomain<unknown>);
  return createImportService({ database: ctx.database, jobs: ctx.jobs, storage }, domain);
}

/** Sets the import gauges of `/metrics` from the database: batches queued or running, and the longest without progress. */
export async function readImportMetrics(database: Pick<AppContext['database'], 'system'>) {
  const row = await database.system(async (tx) => {
    const r = await tx.execute<{ running: number; stalled: number }>(
      sql`select count(*)::int as running,
            coalesce(extract(epoch from now() - min(updated_at)), 0)::float8 as stalled
          from import_batches where status in ('queued', 'running')`,
    );
    return r.rows[0];
  });
  importGauges.running.set(Number(row?.running ?? 0));
  importGauges.stalled.set(Number(row?.stalled ?? 0));
}
