import type { Payment } from '@coverdesk/contract/payments/payments.schemas';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './lists/fit-columns.ts';
import { dateColumn, moneyColumn, referenceColumn } from './lists/list-columns.tsx';

/** The columns of a payment list; the MNO reference opens the payment. */
export function usePaymentColumns(currency: string | undefined): ListColumn<Payment>[] {
  const { t } = useTranslation('payments');
  const type = (v: string) => t(`type.${v}`, { defaultValue: v });
  const status = (v: string) => t(`status.${v}`, { defaultValue: v });
  return [
    dateColumn<Payment>('effected_at', t('fields.effected_date'), (r) => r.effected_at),
    moneyColumn<Payment>('amount_cents', t('fields.amount_plain'), (r) => r.amount_cents, currency),
    referenceColumn<Payment>(
      'mno_reference',
      t('fields.mno_reference'),
      (r) => r.mno_reference,
      (r) => `/payments/${r.guid}`,
    ),
    {
      field: 'payment_type',
      headerName: t('fields.type'),
      priority: 2,
      valueFormatter: type,
      fitText: (r) => type(r.payment_type),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      valueFormatter: status,
      fitText: (r) => status(r.status),
    },
  ];
}
