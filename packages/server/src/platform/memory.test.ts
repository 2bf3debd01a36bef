import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileJobRuns } from './memory.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the heap bound while jobs run', () => {
  it('holds from the first job to the end of the last, also when a job throws', async () => {
    const spy = vi.spyOn(v8, 'setFlagsFromString');
    const flags = () => spy.mock.calls.map(([f]) => f).filter((f) => f.startsWith('--heap-growing-percent'));
    let endFirst!: () => void;
    const first = whileJobRuns(() => new Promise<void>((r) => (endFirst = r)));
    const second = whileJobRuns(async () => {
      throw new Error('failed job');
    });
    await expect(second).rejects.toThrow('failed job');
    expect(flags()).toEqual(['--heap-growing-percent=20']);
    endFirst();
    await first;
    expect(flags()).toEqual(['--heap-growing-percent=20', '--heap-growing-percent=0']);
  });

  it('is never set with HEAP_GROWING_PERCENT=0', async () => {
    vi.stubEnv('HEAP_GROWING_PERCENT', '0');
    const flags = vi.spyOn(v8, 'setFlagsFromString');
    expect(await whileJobRuns(async () => 'done')).toBe('done');
    expect(flags.mock.calls).toEqual([]);
  });
});
