import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('shows day, short month and year in the chosen language', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toMatch(/^5 Mar 2026$/);
    expect(formatDate('2026-03-05T10:00:00Z', 'fr')).toMatch(/^5 mars 2026$/);
    expect(formatDate('2026-02-14T12:00:00Z', 'fr')).toBe('14 févr. 2026');
  });
  it('shows a 10-character date string as that very day, whatever the time zone', () => {
    // 1 January at midnight UTC is still 31 December west of Greenwich if parsed as an instant.
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDate('2025-12-31', 'fr')).toBe('31 déc. 2025');
  });
  it('shows nothing for an empty or invalid value', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
