import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../../../components/status-color.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

/** A day's total is a decimal string of cents; the chart draws it as a number (its scale needs no exactness). */
type Day = { day: string; status: string; count: number; amount_cents: string };

/**
 * Amounts paid per day, stacked by status, each status in its own colour (failed red, succeeded green: `statusColor`)
 * — the table beside it carries the same totals for screen readers. Days are those that have payments, in order.
 */
export function PaymentStatusChart({ days, currency }: { days: Day[]; currency: string }) {
  const { t, i18n } = useTranslation('payments');
  const theme = useTheme();
  const dates = [...new Set(days.map((d) => d.day))].sort();
  const statuses = [...new Set(days.map((d) => d.status))].sort();
  const at = new Map(days.map((d) => [`${d.day}|${d.status}`, Number(d.amount_cents)]));
  return (
    <figure aria-label={t('dashboard.chart')} style={{ margin: 0 }}>
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: dates,
            valueFormatter: (d: string) => formatDate(d, i18n.language),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatMoney(v, currency, i18n.language), width: 90 }]}
        series={statuses.map((s) => ({
          label: t(`status.${s}`, { defaultValue: s }),
          stack: 'paid',
          color: statusColor(theme, s),
          data: dates.map((d) => at.get(`${d}|${s}`) ?? 0),
          valueFormatter: (v: number | null) => formatMoney(v ?? 0, currency, i18n.language),
        }))}
      />
    </figure>
  );
}
