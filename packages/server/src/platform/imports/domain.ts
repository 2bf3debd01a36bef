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
  /** Dry run: what applying would do, without writing (`valid`, `already` or `failed` with a reason). */
  check(tx: Tx, ctx: ApplyContext, rows: StagedRow<Row>[]): Promise<RowOutcome[]>;
  /**
   * Applies one chunk inside the engine's transaction (write the domain's own audit events here too). Must be
   * idempotent per key: a key already recorded answers `already`, never a second record.
   */
  apply(tx: Tx, ctx: ApplyContext, rows: StagedRow<Row>[]): Promise<RowOutcome[]>;
  /** Rows per transaction (default 1000). */
  chunkSize?: number;
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
}

/** The columns, header names and schema of one batch (the domain's, or what `forBatch` answers). */
export function shapeOf<Row>(domain: ImportDomain<Row>, options: Record<string, unknown>) {
  const s = domain.forBatch?.(options) ?? {};
  return {
    columns: s.columns ?? domain.columns,
    optionalColumns: s.optionalColumns ?? domain.optionalColumns ?? [],
    headers: s.headers ?? {},
    schema: s.schema ?? domain.schema,
  };
}
