import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** How the engine reads CSV (with the file's delimiter and MAX_LINE_CHARS as `max_record_size`). */
export const CSV_OPTIONS = {
  bom: true,
  trim: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
} as const;

/**
 * The records of CSV text arriving in chunks, exactly as csv-parse reads them with CSV_OPTIONS — at a fraction of its
 * cost per row for the usual file. Lines without a quote are split here (csv-parse's reading of them: fields cut at
 * the delimiter and trimmed of what `String.prototype.trim` trims, records of empty fields skipped, the line ending
 * the first one found: CRLF, LF or CR). From the first chunk holding a quote, or a line that might pass the size
 * limit, csv-parse reads the rest of the file (told the line ending already found). Records come in batches — those of
 * one chunk together — so that a reader of a million rows awaits once per chunk, not once per row.
 */
export async function* csvRecordBatches(
  chunks: AsyncIterator<string>,
  delimiter: string,
  maxRecordSize: number,
): AsyncGenerator<string[][]> {
  const plain = new PlainLines(delimiter, maxRecordSize);
  for (;;) {
    const next = await chunks.next();
    if (next.done) {
      const last = plain.end();
      if (last.length) yield last;
      return;
    }
    const records = plain.push(next.value);
    if (!records) {
      for await (const record of parsed(plain.handOver(next.value, chunks), delimiter, maxRecordSize, plain))
        yield [record];
      return;
    }
    if (records.length) yield records;
  }
}

async function* parsed(text: AsyncIterable<string>, delimiter: string, maxRecordSize: number, plain: PlainLines) {
  const source = Readable.from(text);
  const parser = source.pipe(
    parse({
      ...CSV_OPTIONS,
      delimiter,
      max_record_size: maxRecordSize,
      // Mid-file the parser carries on the reading of the lines before: a U+FEFF there is text, not a BOM.
      ...(plain.started ? { bom: false } : {}),
      ...(plain.newline ? { record_delimiter: plain.newline } : {}),
    }),
  );
  // `pipe` does not forward errors: a failing read fails the parser.
  source.on('error', (err) => parser.destroy(err));
  try {
    for await (const record of parser) yield record as string[];
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** Quote-free lines split as csv-parse would; `push` answers undefined when a chunk must go to csv-parse instead. */
class PlainLines {
  /** The line ending, once found. */
  newline: '\r\n' | '\n' | '\r' | undefined;
  /** Text was taken here (what csv-parse would read next is not the start of the file). */
  started = false;
  private carry = '';
  /** Longer lines go to csv-parse: up to this length a record is within its byte limit whatever its characters. */
  private readonly maxLine: number;

  constructor(
    private readonly delimiter: string,
    maxRecordSize: number,
  ) {
    this.maxLine = Math.floor(maxRecordSize / 3);
  }

  push(chunk: string): string[][] | undefined {
    if (chunk.includes('"')) return undefined;
    let text = this.carry + chunk;
    if (!this.started && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const newline = this.newline ?? lineEnding(text, false);
    if (!newline) return this.keep(text) ? [] : undefined;
    const lines = text.split(newline);
    const rest = lines.pop()!;
    if (rest.length > this.maxLine || lines.some((l) => l.length > this.maxLine)) return undefined;
    this.newline = newline;
    this.carry = rest;
    this.started = true;
    return this.records(lines);
  }

  /** What csv-parse reads from here: the lines not read yet, `chunk` (refused by `push`) and the chunks after it. */
  async *handOver(chunk: string, chunks: AsyncIterator<string>) {
    yield this.carry + chunk;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }

  end(): string[][] {
    const text = this.carry;
    this.newline ??= lineEnding(text, true);
    return this.records(this.newline ? text.split(this.newline) : [text]);
  }

  /** A text without a full line yet: kept while short enough to be sure of. */
  private keep(text: string) {
    if (text.length > this.maxLine) return false;
    this.carry = text;
    this.started = true;
    return true;
  }

  private records(lines: string[]) {
    const out: string[][] = [];
    for (const line of lines) {
      const cells = line.split(this.delimiter);
      let empty = true;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i]!.trim();
        cells[i] = cell;
        if (cell) empty = false;
      }
      if (!empty) out.push(cells);
    }
    return out;
  }
}

/** The first line ending in `text` (csv-parse's discovery); a CR at its very end is decided by what follows. */
function lineEnding(text: string, ended: boolean): '\r\n' | '\n' | '\r' | undefined {
  const cr = text.indexOf('\r');
  const lf = text.indexOf('\n');
  if (cr < 0) return lf < 0 ? undefined : '\n';
  if (lf >= 0 && lf < cr) return '\n';
  if (cr === text.length - 1 && !ended) return undefined;
  return text[cr + 1] === '\n' ? '\r\n' : '\r';
}
