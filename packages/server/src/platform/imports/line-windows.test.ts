import { describe, expect, it } from 'vitest';
import { inLineWindows } from './line-windows.ts';

/** Lines 1..last, of which `valid` are read (as a statement over a line range would). */
const reader = (valid: Set<number>, asked: [number, number][]) => async (from: number, through: number) => {
  asked.push([from, through]);
  const out: number[] = [];
  for (let l = from + 1; l <= through && out.length < 10; l++) if (valid.has(l)) out.push(l);
  return out;
};

describe('inLineWindows', () => {
  it('reads one window when it holds rows, skips empty ones, and stops at the last line', async () => {
    const asked: [number, number][] = [];
    const valid = new Set([3, 4, 2500, 4999]);
    expect(await inLineWindows(5000, 0, 10, reader(valid, asked))).toEqual([3, 4]);
    expect(asked).toEqual([[0, 1000]]);
    asked.length = 0;
    expect(await inLineWindows(5000, 4, 10, reader(valid, asked))).toEqual([2500]);
    expect(asked).toEqual([
      [4, 1004],
      [1004, 2004],
      [2004, 3004],
    ]);
    asked.length = 0;
    expect(await inLineWindows(5000, 2500, 10, reader(valid, asked))).toEqual([4999]);
    expect(asked.at(-1)).toEqual([4500, 5000]);
    asked.length = 0;
    expect(await inLineWindows(5000, 4999, 10, reader(valid, asked))).toEqual([]);
    expect(asked).toEqual([[4999, 5000]]);
    expect(await inLineWindows(0, 0, 10, reader(valid, []))).toEqual([]);
  });
});
