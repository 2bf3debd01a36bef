import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { statusColor } from '../../../components/status-color.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useBiDashboard } from '../api/dashboards.ts';
import { type Period, PeriodFields, periodProblems } from '../components/period-fields.tsx';

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;
const today = () => new Date().toISOString().slice(0, 10);

function Figure(props: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {props.label}
        </Typography>
        <Typography variant="h5" component="p">
          {props.value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Chart(props: { title: string; children: React.ReactNode; empty: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Paper sx={{ p: 2, height: '100%' }} component="section" aria-label={props.title}>
      <Typography variant="subtitle1" component="h2">
        {props.title}
      </Typography>
      {props.empty ? <Typography color="text.secondary">{t('bi.empty')}</Typography> : props.children}
    </Paper>
  );
}

/** The BI dashboard (SPEC §2): the partner's period at a glance, and a Metabase dashboard when one is configured. */
export default function BiDashboardPage() {
  const { t, i18n } = useTranslation('reports');
  const [period, setPeriod] = useState<Period>({ startDate: monthStart(), endDate: today() });
  const problems = periodProblems(period, { required: true });
  const bi = useBiDashboard(period);
  const d = bi.data;
  const money = (cents: number) =>
    d?.currency_code ? formatMoney(cents, d.currency_code, i18n.language) : String(cents / 100);
  const theme = useTheme();
  // Periods are the first day of their bucket (YYYY-MM-DD): shown like every other date, never as ISO text.
  const day = (period: string) => formatDate(period, i18n.language);
  return (
    <Stack spacing={2}>
      <ListHeader title={t('bi.title')} />
      <PeriodFields value={period} onChange={setPeriod} problems={problems} required />
      {bi.isFetching && <LinearProgress aria-label={t('bi.loading')} />}
      {bi.isError && <Alert severity="error">{errorText(bi.error)}</Alert>}
      {d && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={t('bi.policiesSold')} value={String(d.totals.policies_sold)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={t('bi.premiums')} value={money(d.totals.premiums_cents)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={t('bi.claimsPaid')} value={money(d.totals.claims_paid_cents)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure
                label={t('bi.lossRatio')}
                value={d.totals.loss_ratio === null ? '—' : `${(d.totals.loss_ratio * 100).toFixed(1)} %`}
              />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chart title={t('bi.policiesSold')} empty={d.policies_sold.length === 0}>
                <BarChart
                  height={260}
                  xAxis={[{ scaleType: 'band', data: d.policies_sold.map((p) => p.period), valueFormatter: day }]}
                  series={[{ data: d.policies_sold.map((p) => p.value), label: t('bi.policiesSold') }]}
                />
              </Chart>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chart title={t('bi.premiums')} empty={d.premiums_collected_cents.length === 0}>
                <LineChart
                  height={260}
                  xAxis={[
                    { scaleType: 'point', data: d.premiums_collected_cents.map((p) => p.period), valueFormatter: day },
                  ]}
                  series={[
                    {
                      data: d.premiums_collected_cents.map((p) => p.value / 100),
                      label: t('bi.premiums'),
                      valueFormatter: (v) => (v === null ? '' : money(v * 100)),
                    },
                  ]}
                />
              </Chart>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chart title={t('bi.claimsByStatus')} empty={d.claims_by_status.length === 0}>
                <PieChart
                  height={260}
                  series={[
                    {
                      data: d.claims_by_status.map((c, i) => ({
                        id: i,
                        value: c.count,
                        color: statusColor(theme, c.status),
                        label: t(`bi.claimStatus.${c.status}`, { defaultValue: c.status }),
                      })),
                    },
                  ]}
                />
              </Chart>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chart title={t('bi.claimsPaid')} empty={d.claims_paid_cents.length === 0}>
                <BarChart
                  height={260}
                  xAxis={[{ scaleType: 'band', data: d.claims_paid_cents.map((p) => p.period), valueFormatter: day }]}
                  series={[
                    {
                      data: d.claims_paid_cents.map((p) => p.value / 100),
                      label: t('bi.claimsPaid'),
                      valueFormatter: (v) => (v === null ? '' : money(v * 100)),
                    },
                  ]}
                />
              </Chart>
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Chart title={t('bi.payouts')} empty={d.payouts.length === 0}>
                <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
                  {d.payouts.map((p) => (
                    <Box key={p.status}>
                      <Typography variant="body2" color="text.secondary">
                        {t(`bi.payoutStatus.${p.status}`, { defaultValue: p.status })}
                      </Typography>
                      <Typography>{t('bi.payoutLine', { count: p.count, amount: money(p.amount_cents) })}</Typography>
                    </Box>
                  ))}
                </Stack>
              </Chart>
            </Grid>
          </Grid>
          {d.metabase_url && (
            <Paper sx={{ p: 1 }}>
              <iframe title={t('bi.metabase')} src={d.metabase_url} style={{ border: 0, width: '100%', height: 720 }} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
