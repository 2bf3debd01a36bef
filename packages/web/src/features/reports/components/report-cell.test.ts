import { describe, expect, it } from 'vitest';
import { cellText } from './report-table.tsx';

describe('report cells', () => {
  it('show a channel by its label in the reader’s language, not its stored code', () => {
    expect(cellText('MobileMoney', 'text', 'KES', 'en')).toBe('Mobile money');
    expect(cellText('WebClient', 'text', 'KES', 'en')).toBe('Web client');
    expect(cellText('WebClient', 'text', 'KES', 'fr')).toBe('Client web');
    // Anything else stays as written (a name, a policy number).
    expect(cellText('AFYA-2026-000025', 'text', 'KES', 'fr')).toBe('AFYA-2026-000025');
  });
});
