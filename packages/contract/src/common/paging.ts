import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';

/** Paged lists: `page` counts from 1, `size` defaults to 10 (SPEC §9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), count: z.number().int() });
/** `more`: another page follows; set by searches that stop at the page instead of counting every match. */
export type Paged<T> = { items: T[]; count: number; more?: boolean };

/** The web accepts both a plain list and `{ items, count }` (SPEC §3). */
export function toPaged<T>(body: T[] | Paged<T> | null | undefined): Paged<T> {
  if (!body) return { items: [], count: 0 };
  if (Array.isArray(body)) return { items: body, count: body.length };
  const count = typeof body.count === 'number' ? body.count : (body.items ?? []).length;
  return typeof body.more === 'boolean'
    ? { items: body.items ?? [], count, more: body.more }
    : { items: body.items ?? [], count };
}

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.size;
