import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { usePolicy } from '../../../app/queries/get-policy.ts';
import { DateField } from '../../../components/date-field.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyPremiums } from '../../../components/policy-premiums.tsx';
import { usePaymentStatusSummary } from '../api/payment-status-summary.ts';
import { PaymentStatusChart } from '../components/payment-status-chart.tsx';
import { PolicyFinder } from '../components/policy-finder.tsx';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

/**
 * The payment dashboard: the partner's counts and sums by status over a range of effected dates (the last 30 days
 * first) with a chart per day, a policy's recent payments, and the missing payment entry.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const canWrite = usePermissions().has('payments.write');
  // A dashboard count opens this page on its own range: `?from=YYYY-MM-DD&to=YYYY-MM-DD`.
  const [params] = useSearchParams();
  const asked = (k: string) => (/^\d{4}-\d\d-\d\d$/.test(params.get(k) ?? '') ? params.get(k) : null);
  const [range, setRange] = useState({ from: asked('from') ?? daysAgo(29), to: asked('to') ?? isoDay(new Date()) });
  const badRange = Boolean(range.from && range.to && range.from > range.to);
  const summary = usePaymentStatusSummary(badRange ? { from: range.from } : range);
  const currency = usePartnerCurrency();
  const [policyGuid, setPolicyGuid] = useState('');
  const policy = usePolicy(policyGuid);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {canWrite && (
          <Button variant="contained" component={RouterLink} to="/payments/new">
            {t('newTitle')}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payments-summary">
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id="payments-summary" sx={{ flexGrow: 1 }}>
            {t('summary')}
          </Typography>
          <DateField
            size="small"
            label={t('dashboard.from')}
            value={range.from}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
          />
          <DateField
            size="small"
            label={t('dashboard.to')}
            value={range.to}
            error={badRange}
            helperText={badRange ? t('dashboard.rangeOrder') : undefined}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
          />
        </Box>
        {summary.data && currency && summary.data.by_day.length > 0 && (
          <PaymentStatusChart days={summary.data.by_day} currency={currency} />
        )}
        {summary.data && summary.data.total_count === 0 && (
          <Typography color="text.secondary">{t('dashboard.empty')}</Typography>
        )}
        <Table size="small" aria-labelledby="payments-summary">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell align="right">{t('count')}</TableCell>
              <TableCell align="right">{t('fields.amount_plain')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.data?.items.map((i) => (
              <TableRow key={i.status}>
                <TableCell>{t(`status.${i.status}`, { defaultValue: i.status })}</TableCell>
                <TableCell align="right">{i.count}</TableCell>
                <TableCell align="right">{currency && <Money cents={i.amount_cents} currency={currency} />}</TableCell>
              </TableRow>
            ))}
            {summary.data && (
              <TableRow>
                <TableCell>
                  <strong>{t('total')}</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{summary.data.total_count}</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{currency && <Money cents={summary.data.total_amount_cents} currency={currency} />}</strong>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payments-recent">
        <Typography variant="h6" component="h2" id="payments-recent" gutterBottom>
          {t('recent')}
        </Typography>
        <PolicyFinder onFound={setPolicyGuid} />
        {policy.data && currency && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t('forPolicy')} {policy.data.policy_number}
            </Typography>
            <PolicyPremiums policyGuid={policy.data.guid} currency={currency} />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
