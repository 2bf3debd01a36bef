import type { Cashback } from '@coverdesk/contract/payments/cashback.schemas';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePartnerCurrency } from '../../policies/api/partner-currency.ts';
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
  const money = (cents: number) => (currency ? <Money cents={cents} currency={currency} /> : null);
  const columns: GridColDef<Cashback>[] = [
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
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 150 },
    { field: 'benefit_name', headerName: t('cashback.benefit'), width: 150 },
    {
      field: 'period_start',
      headerName: t('cashback.period'),
      width: 220,
      renderCell: ({ row }) => (
        <>
          <DateText value={row.period_start} /> – <DateText value={row.period_end} />
        </>
      ),
    },
    {
      field: 'premiums_paid_cents',
      headerName: t('cashback.premiums'),
      width: 140,
      renderCell: ({ row }) => money(row.premiums_paid_cents),
    },
    {
      field: 'amount_cents',
      headerName: t('fields.amount'),
      width: 130,
      renderCell: ({ row }) => money(row.amount_cents),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 110,
      valueFormatter: (v: string) => t(`cashbackStatus.${v}`, { defaultValue: v }),
    },
  ];
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: t('fields.actions'),
      width: 190,
      sortable: false,
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
