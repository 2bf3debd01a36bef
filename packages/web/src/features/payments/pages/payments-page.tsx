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
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { Money } from '../../../components/money.tsx';
import { usePolicy } from '../../policies/api/get-policy.ts';
import { usePartnerCurrency } from '../../policies/api/partner-currency.ts';
import { PolicyPremiums } from '../../policies/components/policy-premiums.tsx';
import { usePaymentStatusSummary } from '../api/payment-status-summary.ts';
import { PolicyFinder } from '../components/policy-finder.tsx';

/** Payments: the partner's totals by status, a policy's recent payments, and the missing payment entry. */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const canWrite = usePermissions().has('payments.write');
  const summary = usePaymentStatusSummary();
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
        <Typography variant="h6" component="h2" id="payments-summary" gutterBottom>
          {t('summary')}
        </Typography>
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
