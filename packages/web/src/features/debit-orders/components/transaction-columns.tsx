import type { DebitOrderTransaction } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateColumn, moneyColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';

/** The columns of a collection list: every failure shows its unpaid code and reason, every pending its paid-by day. */
export function useTransactionColumns(currency: string | undefined): ListColumn<DebitOrderTransaction>[] {
  const { t } = useTranslation('debit-orders');
  const status = (v: string) => t(`transactionStatus.${v}`, { defaultValue: v });
  return [
    dateColumn<DebitOrderTransaction>('due_date', t('fields.due_date'), (r) => r.due_date),
    referenceColumn<DebitOrderTransaction>('reference', t('fields.reference'), (r) => r.reference),
    referenceColumn<DebitOrderTransaction>(
      'policy_number',
      t('fields.policy'),
      (r) => r.policy_number,
      (r) => `/policies/${r.policy_guid}`,
    ),
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 140 },
    moneyColumn<DebitOrderTransaction>('amount_in_cents', t('fields.amount'), (r) => r.amount_in_cents, currency),
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      valueFormatter: status,
      fitText: (r) => status(r.status),
    },
    {
      field: 'attempts',
      headerName: t('fields.attempts'),
      width: 90,
      priority: 3,
      valueGetter: (_v, row) => `${row.attempts} / ${row.retries + 1}`,
    },
    {
      field: 'unpaid_code',
      headerName: t('fields.unpaid_code'),
      width: 200,
      priority: 2,
      valueGetter: (_v, row) =>
        row.unpaid_code ? `${row.unpaid_code} — ${t(`unpaidCodes.${row.unpaid_code}`, { defaultValue: '' })}` : '',
    },
    {
      field: 'retry_on',
      headerName: t('fields.next'),
      width: 190,
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
