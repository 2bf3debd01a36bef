import type { DebitOrderTransaction } from '@coverdesk/contract/payments/debit-orders.schemas';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';

/** The columns of a collection list: every failure shows its unpaid code and reason, every pending its paid-by day. */
export function useTransactionColumns(currency: string | undefined): GridColDef<DebitOrderTransaction>[] {
  const { t } = useTranslation('debit-orders');
  return [
    {
      field: 'due_date',
      headerName: t('fields.due_date'),
      width: 120,
      renderCell: ({ row }) => <DateText value={row.due_date} />,
    },
    { field: 'reference', headerName: t('fields.reference'), minWidth: 200, flex: 1 },
    {
      field: 'policy_number',
      headerName: t('fields.policy'),
      width: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/policies/${row.policy_guid}`}>
          {row.policy_number}
        </Link>
      ),
    },
    { field: 'customer_name', headerName: t('fields.customer'), width: 160 },
    {
      field: 'amount_in_cents',
      headerName: t('fields.amount'),
      width: 130,
      renderCell: ({ row }) => (currency ? <Money cents={row.amount_in_cents} currency={currency} /> : null),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 150,
      valueFormatter: (v: string) => t(`transactionStatus.${v}`, { defaultValue: v }),
    },
    {
      field: 'attempts',
      headerName: t('fields.attempts'),
      width: 100,
      valueGetter: (_v, row) => `${row.attempts} / ${row.retries + 1}`,
    },
    {
      field: 'unpaid_code',
      headerName: t('fields.unpaid_code'),
      width: 200,
      valueGetter: (_v, row) =>
        row.unpaid_code ? `${row.unpaid_code} — ${t(`unpaidCodes.${row.unpaid_code}`, { defaultValue: '' })}` : '',
    },
    {
      field: 'retry_on',
      headerName: t('fields.next'),
      width: 170,
      renderCell: ({ row }) =>
        row.status === 'retry_scheduled' && row.retry_on ? (
          <>
            {t('fields.retryOn')} <DateText value={row.retry_on} />
          </>
        ) : row.status === 'pending' ? (
          <>
            {t('fields.assumePaidOn')} <DateText value={row.assume_paid_on} />
          </>
        ) : (
          (row.reason ?? '')
        ),
    },
  ];
}
