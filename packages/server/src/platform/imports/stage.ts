import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { fieldErrorsFromIssues } from '../http/errors.ts';
import { matchColumns, recordOf } from './columns.ts';
import { type ImportDomain, type StagedChunk, shapeOf } from './domain.ts';
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
