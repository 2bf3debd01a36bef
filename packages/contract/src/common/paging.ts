import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import { INT4_MAX } from './ids.ts';

/**
 * Paging bounds of every list: a page past `PAGE_MAX` is a 400, not a query PostgreSQL cannot run (page × size stays
 * well inside a 32-bit offset).
 */
export const PAGE_MAX = 1_000_000;
export const PAGE_SIZE_MAX = 500;
/** `page` of a query string (numbers arrive as text); `first` is 0 where the spec counts pages from 0. */
export const pageParam = (first = 1) => z.coerce.number().int().min(first).max(PAGE_MAX).default(first);
export const sizeParam = (max = PAGE_SIZE_MAX, fallback = DEFAULT_PAGE_SIZE) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
/** The same in a JSON body (numbers arrive as numbers). */
export const bodyPage = () => z.number().int().min(1).max(PAGE_MAX).default(1);
export const bodySize = () => z.number().int().min(1).max(PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE);

/** Paged lists: `page` counts from 1, `size` defaults to 10 (SPEC §9). */
export const pageQuery = z.object({ page: pageParam(), size: sizeParam() });
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int().max(INT4_MAX) });
export type Paged<T> = { items: T[]; count: number };

/** The web accepts both a plain list and `{ items, count }` (SPEC §3). */
export function toPaged<T>(body: T[] | Paged<T> | null | undefined): Paged<T> {
  if (!body) return { items: [], count: 0 };
  if (Array.isArray(body)) return { items: body, count: body.length };
  return { items: body.items ?? [], count: typeof body.count === 'number' ? body.count : (body.items ?? []).length };
}

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.size;
