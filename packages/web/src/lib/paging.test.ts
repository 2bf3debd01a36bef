import { describe, expect, it } from 'vitest';
import { paged } from './paging.ts';

describe('paged', () => {
  it('accepts a plain list', () =>
    expect(paged([{ a: 1 }, { a: 2 }])).toEqual({ items: [{ a: 1 }, { a: 2 }], count: 2 }));
  it('accepts { items, count }', () =>
    expect(paged({ items: [{ a: 1 }], count: 42 })).toEqual({ items: [{ a: 1 }], count: 42 }));
  it('accepts an empty answer', () => expect(paged(null)).toEqual({ items: [], count: 0 }));
});
