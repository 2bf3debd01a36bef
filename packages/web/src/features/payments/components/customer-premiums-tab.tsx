import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { useCustomerPremiums } from '../api/customer-premiums.ts';
import { PremiumEntries } from './premium-entries.tsx';

/**
 * The customer details' premiums tab: each policy's premium, what was paid and until when; then the premiums recorded
 * by hand (add, add with a prerequisite, delete after confirming).
 */
export default function CustomerPremiumsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('payments');
  const premiums = useCustomerPremiums(customer.msisdn);
  const currency = usePartnerCurrency();
  const rows = premiums.data?.policies ?? [];
  const canWrite = usePermissions().has('payments.write');
  if (premiums.data && rows.length === 0) return <Typography>{t('app:table.empty')}</Typography>;
  const payable = rows
    .filter((p) => p.status !== 'cancelled' && p.status !== 'expired')
    .map((p) => ({ guid: p.policy_guid, policy_number: p.policy_number }));
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('premiums.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.policy_number')}</TableCell>
            <TableCell>{t('fields.status')}</TableCell>
            <TableCell align="right">{t('premiums.premium')}</TableCell>
            <TableCell align="right">{t('premiums.paid')}</TableCell>
            <TableCell>{t('premiums.paid_until')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.policy_guid}>
              <TableCell>
                <Link component={RouterLink} to={`/policies/${p.policy_guid}`}>
                  {p.policy_number}
                </Link>
              </TableCell>
              <TableCell>
                <PolicyStatusChip status={p.status} />
              </TableCell>
              <TableCell align="right">
                {currency && <Money cents={p.premium_cents} currency={currency} />}{' '}
                {t(`policies:per.${p.granularity}`, { defaultValue: p.granularity })}
              </TableCell>
              <TableCell align="right">{currency && <Money cents={p.paid_cents} currency={currency} />}</TableCell>
              <TableCell>
                <DateText value={p.paid_until} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3">
        {t('premiums.recorded')}
      </Typography>
      {currency && (
        <PremiumEntries
          label={t('premiums.recorded')}
          policies={payable}
          premiums={premiums.data?.premiums}
          loading={premiums.isPending}
          canWrite={canWrite}
          currency={currency}
        />
      )}
    </Stack>
  );
}
