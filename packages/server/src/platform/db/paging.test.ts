import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { limitOffset, pageOf, pageWindow } from './paging.ts';

/** A lazy query (like a Drizzle builder): runs when awaited, and says so in `log`. */
const lazy = <T>(log: string[], name: string, value: T): PromiseLike<T> => ({
  // biome-ignore lint/suspicious/noThenProperty: a thenable stands for a lazy query builder
  then: (ok, ko) => {
    log.push(name);
    return Promise.resolve(value).then(ok, ko);
  },
});

describe('paging', () => {
  it('windows a page counted from 1, or from 0 where the spec says so', () => {
    expect(pageWindow({ page: 1, size: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 3, size: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow({ page: 0, size: 100 }, 0)).toEqual({ limit: 100, offset: 0 });
    expect(pageWindow({ page: 2, size: 100 }, 0)).toEqual({ limit: 100, offset: 200 });
  });

  it('writes the window of a raw statement as two parameters', () => {
    const q = new PgDialect().sqlToQuery(limitOffset({ page: 4, size: 20 }));
    expect(q).toMatchObject({ sql: 'limit $1 offset $2', params: [20, 60] });
  });

  it('reads the rows of the window, then the count, one after the other', async () => {
    const log: string[] = [];
    const page = await pageOf(
      { page: 2, size: 2 },
      (w) => {
        log.push(`rows ${w.limit}/${w.offset}`);
        return lazy(log, 'rows run', ['c', 'd']);
      },
      lazy(log, 'count run', [{ n: 5 }]),
    );
    expect(page).toEqual({ items: ['c', 'd'], count: 5 });
    expect(log).toEqual(['rows 2/2', 'rows run', 'count run']);
  });

  it('answers a count of 0 when the count query answers no row, and pages from 0 when asked', async () => {
    const seen: number[] = [];
    const page = await pageOf(
      { page: 1, size: 100 },
      (w) => {
        seen.push(w.offset);
        return Promise.resolve([]);
      },
      Promise.resolve([]),
      0,
    );
    expect(page).toEqual({ items: [], count: 0 });
    expect(seen).toEqual([100]);
  });
});
