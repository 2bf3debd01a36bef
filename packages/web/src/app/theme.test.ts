import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('theme', () => {
  // A filled chip, button or alert writes its contrast text on the colour: small text needs 4.5:1 (WCAG AA).
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s keeps its text readable',
    (name) => {
      const c = theme.palette[name];
      expect(getContrastRatio(c.main, c.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
