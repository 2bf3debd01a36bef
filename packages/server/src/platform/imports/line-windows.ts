/**
 * The first rows after line `after` of a batch of `last` lines, read one window of lines at a time: `read(from,
 * through)` selects the rows with `from < line <= through` in line order, `limit` at most. Whatever the planner guesses
 * of a batch it has no statistics for (a new one: "a few rows"), a statement then reads at most its window — left
 * unbounded (`line > after order by line limit n`), a guess of a few rows made it read and sort the whole rest of a
 * million-row batch for every page. Windows are skipped while they hold no row (lines all invalid, say).
 */
export async function inLineWindows<T>(
  last: number,
  after: number,
  limit: number,
  read: (from: number, through: number) => Promise<T[]>,
): Promise<T[]> {
  const window = Math.max(2 * limit, 1000);
  for (let from = after; from < last; from += window) {
    const rows = await read(from, Math.min(from + window, last));
    if (rows.length) return rows;
  }
  return [];
}
