import { ImportFileError } from './read-file.ts';

/** A header cell as a column name: lower case, spaces and dashes as `_` (`MNO Reference` → `mno_reference`). */
export const columnName = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Where each known column sits in the header (first occurrence wins; unknown columns are ignored). Throws
 * `import_columns_missing` naming every required column that is absent.
 */
export function matchColumns(
  header: string[],
  required: readonly string[],
  optional: readonly string[] = [],
  /** A column → the header name the file uses for it, when it is not the column's own name. */
  headers: Record<string, string> = {},
): Map<string, number> {
  const at = new Map<string, number>();
  const wanted = new Map([...required, ...optional].map((c) => [columnName(headers[c] ?? c), c]));
  header.forEach((h, i) => {
    const column = wanted.get(columnName(h));
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = required.filter((c) => !at.has(c)).map((c) => headers[c] ?? c);
  if (missing.length) throw new ImportFileError('import_columns_missing', { columns: missing.join(', ') });
  return at;
}

/** A record as `{ column: text }` for the matched columns. */
export function recordOf(cells: string[], at: Map<string, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, i] of at) out[name] = cells[i] ?? '';
  return out;
}
