import type { Payment } from '@coverdesk/contract/payments/payments.schemas';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';

/** The columns of a payment list; the MNO reference opens the payment. */
export function usePaymentColumns(currency: string | undefined): GridColDef<Payment>[] {
  const { t } = useTranslation('payments');
  return [
    {
      field: 'effected_at',
      headerName: t('fields.effected_date'),
      width: 140,
      renderCell: ({ row }) => <DateText value={row.effected_at} />,
    },
    {
      field: 'amount_cents',
      headerName: t('fields.amount_plain'),
      width: 160,
      renderCell: ({ row }) => (currency ? <Money cents={row.amount_cents} currency={currency} /> : null),
    },
    {
      field: 'mno_reference',
      headerName: t('fields.mno_reference'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/payments/${row.guid}`}>
          {row.mno_reference}
        </Link>
      ),
    },
    {
      field: 'payment_type',
      headerName: t('fields.type'),
      width: 120,
      valueFormatter: (v: string) => t(`type.${v}`, { defaultValue: v }),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      valueFormatter: (v: string) => t(`status.${v}`, { defaultValue: v }),
    },
  ];
}
