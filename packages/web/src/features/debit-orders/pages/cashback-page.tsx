import type { Cashback } from '@coverdesk/contract/debit-orders/cashback.schemas';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { moneyColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCashback, useMarkCashback } from '../api/cashback.ts';

/** Cashback earned by claim-free periods (computed every night), marked paid or unpaid after confirming. */
export default function CashbackPage() {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const currency = usePartnerCurrency();
  const paging = usePaging();
  const [status, setStatus] = useState<'' | 'paid' | 'unpaid'>('');
  const list = useCashback({ ...paging.params, ...(status ? { status } : {}) });
  const mark = useMarkCashback();
  const [marking, setMarking] = useState<{ row: Cashback; to: 'paid' | 'unpaid' } | null>(null);
  const statusText = (v: string) => t(`cashbackStatus.${v}`, { defaultValue: v });
  const columns: ListColumn<Cashback>[] = [
    referenceColumn<Cashback>(
      'policy_number',
      t('fields.policy'),
      (r) => r.policy_number,
      (r) => `/policies/${r.policy_guid}`,
    ),
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 150 },
    { field: 'benefit_name', headerName: t('cashback.benefit'), width: 150, priority: 3 },
    {
      field: 'period_start',
      headerName: t('cashback.period'),
      priority: 2,
      renderCell: ({ row }) => (
        <>
          <DateText value={row.period_start} /> – <DateText value={row.period_end} />
        </>
      ),
      fitText: (row, language) => `${formatDate(row.period_start, language)} – ${formatDate(row.period_end, language)}`,
    },
    moneyColumn<Cashback>('premiums_paid_cents', t('cashback.premiums'), (r) => r.premiums_paid_cents, currency, {
      priority: 2,
    }),
    moneyColumn<Cashback>('amount_cents', t('fields.amount'), (r) => r.amount_cents, currency),
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      valueFormatter: statusText,
      fitText: (r) => statusText(r.status),
    },
  ];
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: t('fields.actions'),
      sortable: false,
      fitText: (row) => t(`cashback.mark.${row.status === 'paid' ? 'unpaid' : 'paid'}`).toUpperCase(),
      fitExtra: 20,
      renderCell: ({ row }) => {
        const to = row.status === 'paid' ? 'unpaid' : 'paid';
        return (
          <Button
            size="small"
            onClick={() => setMarking({ row, to })}
            aria-label={t(`cashback.mark.${to}Label`, { policy: row.policy_number })}
          >
            {t(`cashback.mark.${to}`)}
          </Button>
        );
      },
    });
  return (
    <Stack spacing={2}>
      <ListHeader title={t('cashback.title')}>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            paging.firstPage();
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('transactions.all')}</MenuItem>
          <MenuItem value="unpaid">{t('cashbackStatus.unpaid')}</MenuItem>
          <MenuItem value="paid">{t('cashbackStatus.paid')}</MenuItem>
        </TextField>
      </ListHeader>
      {list.isError && <div role="alert">{errorText(list.error)}</div>}
      <PagedDataTable label={t('cashback.title')} columns={columns} list={list} paging={paging} />
      <ConfirmDialog
        open={Boolean(marking)}
        title={t(`cashback.mark.${marking?.to ?? 'paid'}Title`)}
        text={t(`cashback.mark.${marking?.to ?? 'paid'}Text`, { policy: marking?.row.policy_number ?? '' })}
        confirmLabel={t(`cashback.mark.${marking?.to ?? 'paid'}`)}
        busy={mark.isPending}
        onClose={() => setMarking(null)}
        onConfirm={() =>
          marking &&
          mark.mutate(
            { id: marking.row.id, to: marking.to },
            {
              onSuccess: (c) => {
                notify(t(`cashback.mark.${c.status}Done`, { policy: c.policy_number }), 'success');
                setMarking(null);
              },
              onError: (e) => notify(errorText(e)),
            },
          )
        }
      />
    </Stack>
  );
}
