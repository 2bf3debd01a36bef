import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_OPTIONS, csvRecordBatches } from './csv-records.ts';

/** What csv-parse answers for the whole text at once: the records, or the code of its error. */
function reference(text: string, delimiter: string, max: number) {
  try {
    return { records: parse(text, { ...CSV_OPTIONS, delimiter, max_record_size: max }) as string[][] };
  } catch (err) {
    return { error: (err as { code?: string }).code ?? String(err) };
  }
}

/** What csvRecordBatches answers, batch after batch, for the same text cut into `chunks`. */
async function streamed(chunks: string[], delimiter: string, max: number) {
  async function* source() {
    yield* chunks;
  }
  const records: string[][] = [];
  try {
    for await (const batch of csvRecordBatches(source(), delimiter, max)) records.push(...batch);
    return { records };
  } catch (err) {
    return { error: (err as { code?: string }).code ?? String(err) };
  }
}

/** `text` cut at the given positions (never inside a surrogate pair: the decoder never yields half a character). */
const cut = (text: string, at: number[]) => {
  const whole = (p: number) => (/[\ud800-\udbff]/.test(text[p - 1] ?? '') ? p + 1 : p);
  const points = [...new Set(at.map((p) => whole(p % (text.length + 1))))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const p of points) {
    out.push(text.slice(from, p));
    from = p;
  }
  out.push(text.slice(from));
  return out;
};

// Delimiters, every line ending, what trim trims (tab, NBSP, BOM, line separator…), quotes, multi-byte characters.
const PIECES = ['a', 'b7', '0712345678', ' ', '  ', '\t', ';', ',', '|', '\r', '\n', '\r\n', '\u00a0', '\ufeff'];
const MORE = ['\u2028', '\u3000', 'é', '€', '😀', 'x'.repeat(12), '"', '""', '"a;b"', 'é'.repeat(9)];
const text = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join(''));

describe('csvRecordBatches', () => {
  it('reads quote-free text as csv-parse does, however it is cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        text(PIECES),
        fc.constantFrom(',', ';', '\t', '|'),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (t, delimiter, at) => {
          expect(await streamed(cut(t, at), delimiter, 65_536)).toEqual(reference(t, delimiter, 65_536));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('hands quotes, long lines and size errors to csv-parse with the same outcome', async () => {
    await fc.assert(
      fc.asyncProperty(
        text([...PIECES, ...MORE]),
        fc.constantFrom(',', ';', '\t', '|'),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(24, 40, 65_536),
        async (t, delimiter, at, max) => {
          expect(await streamed(cut(t, at), delimiter, max)).toEqual(reference(t, delimiter, max));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads a blast file of a million-row shape and the edge cases by name', async () => {
    const cases = [
      'Phone;Message\n0712345678;Habari 1\n0712345679;Habari 2\n',
      '\ufeffPhone;Message\r\n 0712345678 ; Habari \r\n\r\n;\r\n0712;x',
      'a;b\rc;d\r\r',
      'a;b\r',
      'a;b\n\r\nc',
      'a;b\r\nc\rd;e\r\n',
      '\ufeff\ufeffa;b\n',
      'a;"b;c"\nd;e\n',
      'a;b\nc;"d\ne";f\ng\n',
      '',
      '\n\n',
    ];
    for (const t of cases)
      for (let i = 0; i <= t.length; i++)
        expect(await streamed([t.slice(0, i), t.slice(i)], ';', 65_536), JSON.stringify([t, i])).toEqual(
          reference(t, ';', 65_536),
        );
  });
});
