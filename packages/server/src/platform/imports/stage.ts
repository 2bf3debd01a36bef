import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../db/client.ts';
import { fieldErrorsFromIssues } from '../http/errors.ts';
import { matchColumns, recordOf } from './columns.ts';
import { type ImportDomain, type RowOutcome, type StagedChunk, type StagedRow, shapeOf } from './domain.ts';
import { FirstLines } from './first-lines.ts';
import { ImportFileError, type ImportFileType, readRecordBatches, readRecords } from './read-file.ts';

const BLOCK_CHARS = 64 * 1024;

const SPECIAL = /[\\\t\n\r]/;
/** COPY text format: backslash, tab, newline and carriage return escaped; `\N` is null. */
const copyText = (v: string | null) =>
  v === null
    ? '\\N'
    : !SPECIAL.test(v)
      ? v
      : v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** COPY text of JSON: JSON text holds no tab, newline or carriage return (it escapes them), only backslashes. */
const copyJson = (v: string) => (v.includes('\\') ? v.replaceAll('\\', '\\\\') : v);

/**
 * The rows of a chunk for a set-based hook (`select row_id, line, row_key, value, data from import_rows …`): use it in
 * a `with` clause or a `from (…) r`. `row_id` is the row's ctid: an update of the chunk's rows
 * with `import_rows.ctid = any(array(select row_id …)) and import_rows.ctid = row_id` reads each row by its address
 * (a TID scan), whatever the planner guesses of the batch's size (joined on the line with the batch unknown to its
 * statistics, it walked the whole batch once per row: 55 s a chunk; joined on the ctid alone, it hashed the table).
 */
export const stagedRows = (chunk: StagedChunk): SQL =>
  sql`select ctid as row_id, line, row_key, value, data from import_rows where batch_guid = ${chunk.batch}
      and line > ${chunk.after} and line <= ${chunk.through} and status = 'valid'`;

/**
 * Every staged row of a batch, whatever its status (`select row_id, line, row_key, value, data, status, reason,
 * reason_params from import_rows …`), optionally only the lines in `(after, through]`: for a module that reads a
 * batch's rows itself (an SMS blast's queue, loyalty's report) in a `from (…) r`.
 */
export const batchRows = (batch: string, lines?: { after: number; through: number }): SQL =>
  sql`select ctid as row_id, line, row_key, value, data, status, reason, reason_params from import_rows
      where batch_guid = ${batch}${lines ? sql` and line > ${lines.after} and line <= ${lines.through}` : sql``}`;

/** A staged row of a chunk with its address (`readStagedRows`), to write its outcome by (`writeRowOutcomes`). */
export interface StagedRowAt<Row> extends StagedRow<Row> {
  rowId: string;
}

/** The schema's reading of a row staged without its parsed value (before migration 0023), per chunk (engine.ts). */
const legacyParse = new WeakMap<StagedChunk, (data: Record<string, string>) => unknown>();
export const parseLegacyRowsWith = (chunk: StagedChunk, parse: (data: Record<string, string>) => unknown) =>
  legacyParse.set(chunk, parse);

/**
 * The chunk's valid rows in line order (key and parsed value: the file's text does not travel), for a hook that judges
 * its rows in TypeScript; `writeRowOutcomes` then records what became of them.
 */
export async function readStagedRows<Row>(tx: Executor, chunk: StagedChunk): Promise<StagedRowAt<Row>[]> {
  const r = await tx.execute<{
    row_id: string;
    line: number;
    row_key: string;
    value: Row | null;
    data: Record<string, string> | null;
  }>(
    sql`select s.row_id::text as row_id, s.line, s.row_key, s.value, case when s.value is null then s.data end as data
        from (${stagedRows(chunk)}) s order by s.line`,
  );
  const parse = legacyParse.get(chunk);
  return r.rows.map((x) => ({
    rowId: x.row_id,
    line: x.line,
    key: x.row_key,
    row: x.value ?? (parse ? (parse(x.data ?? {}) as Row) : (x.value as Row)),
  }));
}

/**
 * Records the outcomes of rows read by `readStagedRows` (by their address, one statement); `valid` outcomes change
 * nothing, and an `already` without a reason says `import_already_recorded`.
 */
export async function writeRowOutcomes(tx: Executor, rows: StagedRowAt<unknown>[], outcomes: RowOutcome[]) {
  const idOf = new Map(rows.map((r) => [r.line, r.rowId]));
  const written = outcomes
    .filter((o) => o.status !== 'valid')
    .map((o) => (o.status === 'already' && !o.reason ? { ...o, reason: 'import_already_recorded' } : o));
  if (!written.length) return;
  const col = <T>(f: (o: RowOutcome) => T) => sql.param(written.map(f));
  await tx.execute(sql`
    update import_rows r set status = o.status, reason = o.reason, reason_params = o.params
    from unnest(${col((o) => idOf.get(o.line)!)}::tid[], ${col((o) => o.status)}::text[],
      ${col((o) => o.reason ?? null)}::text[], ${col((o) => (o.params ? JSON.stringify(o.params) : null))}::jsonb[])
      as o(row_id, status, reason, params)
    where r.ctid = any(${col((o) => idOf.get(o.line)!)}::tid[]) and r.ctid = o.row_id`);
}

/**
 * Records outcomes decided in SQL: `outcomes` selects one row per staged row of the chunk that changes, with its
 * `status` (`applied`, `already`, `failed`), `reason` and `reason_params` (jsonb), and the row's address `row_id`
 * (from `stagedRows`: a TID scan) or, with `by: 'line'`, its `line`. `with` holds the statement's common table
 * expressions (`a as (…), b as (…)`), data-modifying ones too: the domain's writes and the outcomes in one statement.
 */
export async function markStagedRows(
  tx: Executor,
  chunk: StagedChunk,
  outcomes: SQL,
  opts: { with?: SQL; by?: 'row_id' | 'line' } = {},
) {
  const ctes = opts.with ? sql`${opts.with}, ` : sql``;
  await tx.execute(sql`
    with ${ctes}staged_outcomes as (${outcomes})
    update import_rows r set status = o.status, reason = o.reason, reason_params = o.reason_params
    from staged_outcomes o
    where ${
      opts.by === 'line'
        ? sql`r.batch_guid = ${chunk.batch} and r.line = o.line and r.line > ${chunk.after} and r.line <= ${chunk.through}`
        : sql`r.ctid = any(array(select row_id from staged_outcomes)) and r.ctid = o.row_id`
    }`);
}

/** The header of a file matched against the domain's columns (throws ImportFileError): the upload's quick check. */
export async function probeHeader(
  input: Readable,
  type: ImportFileType,
  domain: ImportDomain<unknown>,
  options: Record<string, unknown> = {},
) {
  const records = readRecords(input, type);
  const shape = shapeOf(domain, options);
  try {
    const first = await records.next();
    if (first.done) throw new ImportFileError('import_file_empty');
    matchColumns(first.value, shape.columns, shape.optionalColumns, shape.headers);
    const second = await records.next();
    if (second.done) throw new ImportFileError('import_no_rows');
  } finally {
    await records.return(undefined);
  }
}

/** What staging a file left: its rows by status, and whether every duplicate key is already marked. */
export interface Staged {
  total: number;
  valid: number;
  invalid: number;
  duplicate: number;
  /**
   * False when a key could not be checked while staging (see `FirstLines`): the rows left `valid` may still repeat a
   * key, and the caller marks them in SQL.
   */
  duplicatesMarked: boolean;
}

/**
 * Reads the file streaming, validates each row with the domain's schema and stages it with COPY into `import_rows`
 * (`valid` with its key, `invalid` with the reason per column in both languages, or `duplicate` of the first line of
 * its key), on `client` inside the caller's transaction. `progress` is called every `every` rows (and may throw to
 * stop). Memory stays bounded: one chunk of the file's records at a time, COPY's backpressure respected, keys held
 * as numbers.
 */
export async function stageRows(
  client: pg.PoolClient,
  batch: string,
  input: Readable,
  type: ImportFileType,
  domain: ImportDomain<unknown>,
  progress: (read: number) => Promise<void>,
  every = 10_000,
  options: Record<string, unknown> = {},
): Promise<Staged> {
  const batches = readRecordBatches(input, type);
  const shape = shapeOf(domain, options);
  const head = await batches.next();
  if (head.done) throw new ImportFileError('import_file_empty');
  const [header, ...rows] = head.value;
  // The file is closed however staging ends (its reader's `finally`).
  const close = () => batches.return(undefined).catch(() => undefined);
  let at: Map<string, number>;
  try {
    at = matchColumns(header!, shape.columns, shape.optionalColumns, shape.headers);
  } catch (err) {
    await close();
    throw err;
  }
  const copy = client.query(
    copyFrom('COPY import_rows (batch_guid, line, row_key, data, value, status, reason, reason_params) FROM STDIN'),
  );
  let copyError: Error | undefined;
  copy.on('error', (err: Error) => {
    copyError = err;
  });
  let line = 0;
  let pending = '';
  const seen = new FirstLines();
  const counts = { valid: 0, invalid: 0, duplicate: 0 };
  let duplicatesMarked = true;
  const flush = async () => {
    if (copyError) throw copyError;
    if (!pending) return;
    const ok = copy.write(pending);
    pending = '';
    if (!ok) await once(copy, 'drain');
  };
  /** Validates one record and adds its COPY line to `pending`. */
  const stage = (cells: string[]) => {
    line += 1;
    const data = recordOf(cells, at);
    // The one parse of the row: its output is staged as `value`, which applying reads (never the text again).
    const fast = shape.parse?.(data);
    const parsed = fast === undefined ? shape.schema.safeParse(data) : { success: true as const, data: fast };
    if (parsed.success) {
      const key = domain.keyOf(parsed.data);
      const first = duplicatesMarked ? seen.see(key, line) : null;
      if (first === null) duplicatesMarked = false;
      const end = first ? `duplicate\timport_duplicate_in_file\t{"line": ${first}}` : 'valid\t\\N\t\\N';
      counts[first ? 'duplicate' : 'valid'] += 1;
      pending += `${batch}\t${line}\t${copyText(key)}\t${copyJson(JSON.stringify(data))}\t${copyJson(JSON.stringify(parsed.data))}\t${end}\n`;
    } else {
      counts.invalid += 1;
      const text = (lang: 'en' | 'fr') =>
        Object.entries(fieldErrorsFromIssues(parsed.error.issues, lang))
          .map(([f, m]) => `${f}: ${m}`)
          .join('; ');
      const reason = JSON.stringify({ en: text('en'), fr: text('fr') });
      pending += `${batch}\t${line}\t\\N\t${copyJson(JSON.stringify(data))}\t\\N\tinvalid\timport_row_invalid\t${copyJson(reason)}\n`;
    }
  };
  // Progress is written beside the staging, not in its way: one report in flight at a time, its failure (a cancel)
  // raised at the next report or at the end.
  let reporting: Promise<void> = Promise.resolve();
  let reportError: unknown;
  const report = async () => {
    await reporting;
    if (reportError) throw reportError;
    reporting = progress(line).catch((err) => {
      reportError = err;
    });
  };
  try {
    // Lines go to COPY in blocks of ~64 KB (one message each), waiting whenever COPY asks to (backpressure).
    const each = async (records: string[][]) => {
      for (const cells of records) {
        stage(cells);
        if (pending.length >= BLOCK_CHARS) await flush();
        if (line % every === 0) await report();
      }
    };
    await each(rows);
    for await (const records of batches) await each(records);
    await flush();
    await reporting;
    if (reportError) throw reportError;
  } catch (err) {
    copy.destroy(err as Error);
    await close();
    throw err;
  }
  if (copyError) throw copyError;
  copy.end();
  await once(copy, 'finish');
  if (line === 0) throw new ImportFileError('import_no_rows');
  return { total: line, ...counts, duplicatesMarked };
}
