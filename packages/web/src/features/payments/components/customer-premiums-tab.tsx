import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { usePartnerCurrency } from '../../policies/api/partner-currency.ts';
import { PolicyStatusChip } from '../../policies/components/policy-status-chip.tsx';
import { useCustomerPremiums } from '../api/customer-premiums.ts';

/** The customer details' premiums tab: each policy's premium, what was paid and until when. */
export default function CustomerPremiumsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('payments');
  const premiums = useCustomerPremiums(customer.msisdn);
  const currency = usePartnerCurrency();
  const rows = premiums.data?.policies ?? [];
  if (premiums.data && rows.length === 0) return <Typography>{t('app:table.empty')}</Typography>;
  return (
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
  );
}
