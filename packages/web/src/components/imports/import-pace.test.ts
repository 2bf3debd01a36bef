import { describe, expect, it } from 'vitest';
import { durationParts, paceOf } from './import-pace.ts';

describe('import pace', () => {
  it('is the rows per second between the oldest and newest readings, and the time left at that pace', () => {
    expect(paceOf([], 100)).toBeUndefined();
    expect(paceOf([{ processed: 10, at: 0 }], 100)).toBeUndefined();
    // Less than a second apart, or no row moved: no pace yet.
    expect(
      paceOf(
        [
          { processed: 10, at: 0 },
          { processed: 20, at: 500 },
        ],
        100,
      ),
    ).toBeUndefined();
    expect(
      paceOf(
        [
          { processed: 10, at: 0 },
          { processed: 10, at: 5000 },
        ],
        100,
      ),
    ).toBeUndefined();
    expect(
      paceOf(
        [
          { processed: 0, at: 0 },
          { processed: 1_000, at: 1_000 },
          { processed: 4_000, at: 2_000 },
        ],
        1_000_000,
      ),
    ).toEqual({ rowsPerSecond: 2_000, secondsLeft: 498 });
  });

  it('says the time left in seconds, minutes and seconds, or hours and minutes', () => {
    expect(durationParts(34.2)).toEqual({ key: 'seconds', s: 35 });
    expect(durationParts(498)).toEqual({ key: 'minutes', m: 8, s: 18 });
    expect(durationParts(3 * 3600 + 125)).toEqual({ key: 'hours', h: 3, m: 2 });
  });
});
