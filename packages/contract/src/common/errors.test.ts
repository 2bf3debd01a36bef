import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TEXT, errorText } from './errors.ts';
import { toPaged } from './paging.ts';

describe('errorText (SPEC §8)', () => {
  it.each([
    [{ errors: { a: 'A is wrong', b: 'B is wrong' }, message: 'm' }, 'A is wrong, B is wrong'],
    [{ errors: {}, message: 'the message' }, 'the message'],
    [{ message: 'plain' }, 'plain'],
    [{ error: 'invalid_grant', error_description: 'Invalid user credentials' }, 'Invalid user credentials'],
    [{}, DEFAULT_ERROR_TEXT],
    [null, DEFAULT_ERROR_TEXT],
    ['text', DEFAULT_ERROR_TEXT],
  ])('%j → %s', (body, text) => expect(errorText(body)).toBe(text));
});

describe('toPaged', () => {
  it('accepts a plain list', () => expect(toPaged([1, 2])).toEqual({ items: [1, 2], count: 2 }));
  it('accepts items and count', () => expect(toPaged({ items: [1], count: 7 })).toEqual({ items: [1], count: 7 }));
  it('accepts nothing', () => expect(toPaged(undefined)).toEqual({ items: [], count: 0 }));
  it('keeps `more` of a search that stops at the page', () =>
    expect(toPaged({ items: [1], count: 2, more: true })).toEqual({ items: [1], count: 2, more: true }));
});
