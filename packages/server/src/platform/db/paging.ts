import { type SQL, sql } from 'drizzle-orm';

/** A page asked for: its number and its size. */
export interface PageAsk {
  page: number;
  size: number;
}

/** The rows of a page: `limit` rows after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window of a page; `first` is the number of the first page (1, or 0 where the spec counts pages from 0). */
export const pageWindow = (q: PageAsk, first = 1): PageWindow => ({ limit: q.size, offset: (q.page - first) * q.size });

/** The window of a page in a raw SQL statement: `limit … offset …`. */
export function limitOffset(q: PageAsk, first = 1): SQL {
  const w = pageWindow(q, first);
  return sql`limit ${w.limit} offset ${w.offset}`;
}

/**
 * A page of a list and the count of every row the list matches (`{ items, count }`, the contract's `paged`): the
 * page's rows, then the count, one query after the other (a transaction is one connection). `rows` reads the window
 * in its own order; `total` is a lazy query (a Drizzle builder runs when awaited) answering the count as `[{ n }]`
 * (0 when it answers no row).
 */
export async function pageOf<T>(
  q: PageAsk,
  rows: (w: PageWindow) => PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
  first = 1,
): Promise<{ items: T[]; count: number }> {
  const items = await rows(pageWindow(q, first));
  const [t] = await total;
  return { items, count: t?.n ?? 0 };
}
