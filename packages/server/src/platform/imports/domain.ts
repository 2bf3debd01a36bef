import type { z } from 'zod';
import type { Actor } from '../audit.ts';
import type { Tx } from '../db/client.ts';

/** A row read from the file and validated: its line (1 = first row after the header), key and parsed value. */
export interface StagedRow<Row> {
  line: number;
  key: string;
  row: Row;
}

/** What became of a row: `valid` (check only: would be applied), `already`, `applied` or `failed` with a reason. */
export interface RowOutcome {
  line: number;
  status: 'valid' | 'already' | 'applied' | 'failed';
  /** A message key (with `params`) saying why, for `failed` (and optionally `already`). */
  reason?: string;
  params?: Record<string, string | number>;
}

/**
 * A chunk for a set-based hook: the staged rows of `batch` with `after < line <= through` and status `valid`. Each has
 * `row_key` and `value`, the row as the domain's schema parsed it (jsonb); `data` is the file's text; `row_id` its
 * address (to update it by). `stagedRows(chunk)` (stage.ts) selects them in SQL, `readStagedRows` reads them into
 * TypeScript; `markStagedRows` / `writeRowOutcomes` record their outcomes. Only the engine names its tables.
 */
export interface StagedChunk {
  batch: string;
  after: number;
  through: number;
}

export interface ApplyContext {
  partner: string;
  actor: Actor;
  batch: { guid: string; options: Record<string, unknown> };
  /** Today's date (YYYY-MM-DD), for rules such as "not in the future". */
  today: string;
}

/**
 * What a domain gives the import engine. Everything else (upload, parsing, staging, chunks, progress, cancel,
 * resume, dry run, error file) is the engine's.
 */
export interface ImportDomain<Row> {
  /** Unique name of the import, e.g. `bulk_payments` (stored on the batch; picks the domain when the job runs). */
  kind: string;
  /** Columns the header must have (matched by name: case, spaces and dashes do not matter). */
  columns: readonly string[];
  /** Columns read when present. */
  optionalColumns?: readonly string[];
  /** Validates one row given as `{ column: text }` (the contract's schema); issues name the columns. */
  schema: z.ZodType<Row>;
  /** The row key: the same key is never applied twice (e.g. the MNO reference). */
  keyOf(row: Row): string;
  /**
   * Dry run of a chunk, set-based: sets the chunk's rows that would not apply to `already` or `failed` (with `reason`
   * and `reason_params` as in RowOutcome: `markStagedRows`, or `readStagedRows` + `writeRowOutcomes`); the rows left
   * `valid` would be applied. Writes nothing else of the domain's. A hook that changes no row may answer how many valid
   * rows it checked: the engine then skips counting the chunk.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: the hooks that answer nothing are plain `async` functions.
  checkStaged(tx: Tx, ctx: ApplyContext, chunk: StagedChunk): Promise<void | { unchanged: number }>;
  /**
   * Applies a chunk, set-based, inside the engine's transaction: sets every `valid` row of the chunk to `applied`,
   * `already` or `failed` (as `checkStaged`) and writes the domain's records with their audit events (and SMS); a
   * large file is then applied by a few SQL statements per chunk. Must be idempotent per key: a key already recorded
   * answers `already`, never a second record. The engine counts the outcomes and fails the run if a row of the chunk
   * is left `valid`. Absent: the domain's batches are only ever dry runs (an SMS blast, sent by its dispatch from its
   * valid staged rows); applying one fails.
   */
  applyStaged?(tx: Tx, ctx: ApplyContext, chunk: StagedChunk): Promise<void>;
  /** Lines per chunk, each in one transaction (default 10,000). */
  chunkSize?: number;
  /** Named steps with counts shown on the batch (e.g. loyalty's), beyond the engine's reading and applying. */
  stages?: ImportStages;
  /**
   * Per-batch setup from the batch's options, when a batch decides part of its shape (e.g. an SMS blast names the
   * column holding the numbers and reads numbers for the partner's country): what it answers replaces the static
   * fields. `headers` maps a column to the header name the file uses for it (`{ msisdn: 'Phone' }`).
   */
  forBatch?(options: Record<string, unknown>): BatchShape<Row>;
}

export interface BatchShape<Row> {
  columns?: readonly string[];
  optionalColumns?: readonly string[];
  headers?: Record<string, string>;
  schema?: z.ZodType<Row>;
  /**
   * A faster reading of a row than `schema` (a million rows are staged in seconds): answers what `schema` would parse
   * for a row it accepts, or undefined — the row then goes through `schema`, whose issues say why it is refused.
   */
  parse?(data: Record<string, string>): Row | undefined;
}

/** The columns, header names and schema of one batch (the domain's, or what `forBatch` answers). */
export function shapeOf<Row>(domain: ImportDomain<Row>, options: Record<string, unknown>) {
  const s = domain.forBatch?.(options) ?? {};
  return {
    columns: s.columns ?? domain.columns,
    optionalColumns: s.optionalColumns ?? domain.optionalColumns ?? [],
    headers: s.headers ?? {},
    schema: s.schema ?? domain.schema,
    parse: s.parse,
  };
}

/** What a stage hook may do: its own transactions (each visible when it commits) and report a step's progress. */
export interface StageRun {
  ctx: ApplyContext;
  /** The batch's row counts once read. */
  counts: { total: number; valid: number; invalid: number; duplicates: number };
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Sets a step's status and count (visible at once). */
  stage(
    name: string,
    status: 'running' | 'done',
    count?: number | null,
    detail?: Record<string, number>,
  ): Promise<void>;
}

/**
 * A domain's named steps. The engine sets `reading` (rows read) and `applying` (rows checked or applied) itself; the
 * hooks fill the steps between and after. Hooks run again when a killed run resumes: they must be idempotent. A hook
 * may throw `ImportFileError` to fail the batch with that message.
 */
export interface ImportStages {
  /** Every step, in order. */
  names: readonly string[];
  reading: string;
  applying: string;
  /** After the rows are staged (every run, dry or real), before checking or applying. */
  afterRead?(run: StageRun): Promise<void>;
  /** After the last chunk is applied (real runs only); the steps after `applying`. Dry runs mark them skipped. */
  afterApply?(run: StageRun): Promise<void>;
}
