import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { PaymentStatusChart } from '../features/payments/components/payment-status-chart.tsx';
import { statusColor } from './status-color.ts';

describe('statusColor', () => {
  it('colours a status by what it means, whatever order the statuses come in', () => {
    expect(statusColor(theme, 'failed')).toBe(theme.palette.error.main);
    expect(statusColor(theme, 'reversed')).toBe(theme.palette.error.main);
    expect(statusColor(theme, 'succeeded')).toBe(theme.palette.success.main);
    expect(statusColor(theme, 'paid_manually')).toBe(theme.palette.success.main);
    expect(statusColor(theme, 'pending')).toBe(theme.palette.warning.main);
  });

  it('draws the payment chart legend in those colours: failed red, succeeded green', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <div style={{ width: 600 }}>
          <PaymentStatusChart
            currency="KES"
            days={[
              { day: '2026-11-20', status: 'failed', count: 1, amount_cents: '50000' },
              { day: '2026-11-20', status: 'succeeded', count: 3, amount_cents: '150000' },
            ]}
          />
        </div>
      </ThemeProvider>,
    );
    const html = container.innerHTML;
    expect(html).toContain(theme.palette.error.main);
    expect(html).toContain(theme.palette.success.main);
  });
});
