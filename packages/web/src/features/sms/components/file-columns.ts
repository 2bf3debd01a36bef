/** The first rows of a CSV file read in the browser, to choose its columns with a preview (nothing is sent). */
export interface FileHead {
  delimiter: string;
  header: string[];
  rows: string[][];
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter used most often outside quotes on the first line (the server reads the file the same way). */
export function sniffDelimiter(line: string) {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** One CSV line split on `delimiter`, honouring double quotes. */
export function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === delimiter && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/** The header and first `n` rows of a CSV file (its first 64 KB), or null for another type. */
export async function readHead(file: Blob & { name: string }, n = 5): Promise<FileHead | null> {
  if (!file.name.toLowerCase().endsWith('.csv')) return null;
  const text = (await file.slice(0, 65_536).text()).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!lines.length) return null;
  const delimiter = sniffDelimiter(lines[0]!);
  return {
    delimiter,
    header: splitLine(lines[0]!, delimiter),
    rows: lines.slice(1, n + 1).map((l) => splitLine(l, delimiter)),
  };
}
