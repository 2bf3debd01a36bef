import { describe, expect, it } from 'vitest';
import { FirstLines } from './first-lines.ts';

describe('FirstLines', () => {
  it('answers the first line of a repeated number, and tells apart what only leading zeros separate', () => {
    const seen = new FirstLines();
    expect(seen.see('254712345678', 1)).toBeUndefined();
    expect(seen.see('0712345678', 2)).toBeUndefined();
    expect(seen.see('712345678', 3)).toBeUndefined();
    expect(seen.see('00712345678', 4)).toBeUndefined();
    expect(seen.see('254712345678', 5)).toBe(1);
    expect(seen.see('0712345678', 6)).toBe(2);
    expect(seen.see('712345678', 7)).toBe(3);
    expect(seen.see('0', 8)).toBeUndefined();
    expect(seen.see('00', 9)).toBeUndefined();
    expect(seen.see('0', 10)).toBe(8);
    expect(seen.see('999999999999999', 11)).toBeUndefined();
    expect(seen.see('999999999999999', 12)).toBe(11);
  });

  it('holds only keys of 1 to 15 digits', () => {
    const seen = new FirstLines();
    for (const key of ['', '1234567890123456', '+254712345678', '0712 345678', 'REF-1', '12a', '١٢٣'])
      expect(seen.see(key, 1)).toBeNull();
  });

  it('keeps every key as it grows, against a Map of the same keys', () => {
    const seen = new FirstLines();
    const map = new Map<string, number>();
    const wrong: string[] = [];
    let x = 12345;
    for (let line = 1; line <= 300_000; line++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const key = String(x % 200_000).padStart(1 + (x % 3), '0');
      const expected = map.get(key);
      if (expected === undefined) map.set(key, line);
      if (seen.see(key, line) !== expected) wrong.push(`${line}: ${key}`);
    }
    expect(wrong).toEqual([]);
    expect(map.size).toBeGreaterThan(100_000);
  });
});
