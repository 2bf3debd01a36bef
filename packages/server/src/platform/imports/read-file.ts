import type { Readable } from 'node:stream';
import { csvRecordBatches } from './csv-records.ts';

/** A file the engine refuses as a whole: `key` is a message key (imports.messages.ts), nothing is written. */
export class ImportFileError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export type ImportFileType = 'csv' | 'xlsx';
/** Longest record accepted, in characters: a 100 MB line is refused, not held in memory. */
export const MAX_LINE_CHARS = 64 * 1024;
const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'];

/** The records of a CSV or XLSX file as arrays of trimmed strings, streamed (the first is the header row). */
export async function* readRecords(input: Readable, type: ImportFileType): AsyncGenerator<string[]> {
  for await (const batch of readRecordBatches(input, type)) yield* batch;
}

/** `readRecords` in batches (a CSV file's come a chunk of text at a time): one await per batch, not per record. */
export function readRecordBatches(input: Readable, type: ImportFileType): AsyncGenerator<string[][]> {
  return type === 'xlsx' ? readXlsx(input) : readCsv(input);
}

/** The delimiter used most often outside quotes on the first line. */
export function sniffDelimiter(firstLine: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

async function* readCsv(input: Readable): AsyncGenerator<string[][]> {
  const it = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw new ImportFileError('import_file_empty');
  if (first.includes(0)) throw new ImportFileError('import_file_binary');
  // Excel saves CSV in Windows-1252 on many machines: anything that is not UTF-8 is read as that.
  let encoding = 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(first, { stream: !ended });
  } catch {
    encoding = 'windows-1252';
  }
  const decoder = new TextDecoder(encoding);
  const text = decoder.decode(first, { stream: true });
  const newline = text.search(/\r?\n/);
  if (newline < 0 && !ended) throw new ImportFileError('import_line_too_long', { max: MAX_LINE_CHARS });
  const delimiter = sniffDelimiter(newline < 0 ? text : text.slice(0, newline));
  async function* decoded() {
    yield text;
    if (ended) return;
    for (;;) {
      const next = await it.next();
      if (next.done) break;
      yield decoder.decode(next.value, { stream: true });
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  }
  const records = csvRecordBatches(decoded(), delimiter, MAX_LINE_CHARS);
  try {
    yield* records;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new ImportFileError('import_line_too_long', { max: MAX_LINE_CHARS });
    if (code?.startsWith('CSV_')) throw new ImportFileError('import_file_unreadable');
    throw err;
  } finally {
    await records.return(undefined);
    input.destroy();
  }
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    if (o.error) return '';
    return '';
  }
  return String(v).trim();
}

async function* readXlsx(input: Readable): AsyncGenerator<string[][]> {
  // Loaded on the first XLSX file only (some 30 MB of memory a server reading CSV never needs).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let any = false;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
        if (cells.every((c) => c === '')) continue;
        any = true;
        yield [cells];
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError('import_file_unreadable');
  } finally {
    input.destroy();
  }
  if (!any) throw new ImportFileError('import_file_empty');
}
