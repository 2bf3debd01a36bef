import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './timestamps.ts';

describe('timestamps as ISO-8601', () => {
  it.each([
    '2026-11-21 09:30:00+00',
    '2026-11-21 09:30:00.1+00',
    '2026-11-21 09:30:00.12+00',
    '2026-11-21 09:30:00.123+00',
    '2026-11-21 09:30:00.123456+00',
    '2026-11-21 09:30:00.999999+00',
    '2026-11-21 09:30:00.5+03',
    '2026-11-21 23:30:00.5-05:30',
    '0001-01-01 00:00:00+00',
  ])('%s as Date would write it', (v) => {
    expect(isoTimestamp(v)).toBe(new Date(v).toISOString());
  });
});
