import type { SmsOutboxItem } from '@coverdesk/contract/outbox/outbox.schemas';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { actionsColumn } from '../../../components/lists/row-actions.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useSmsOutbox } from '../api/outboxes.ts';
import { DeliveryChip } from './delivery-chip.tsx';
import { ResendButton } from './resend-button.tsx';

const STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;

/** The selected partner's SMS outbox: every message, its delivery state and error, and a resend. */
export function SmsOutboxTab() {
  const { t } = useTranslation('outbox');
  const canResend = usePermissions().has('outbox.write');
  const paging = usePaging();
  const [status, setStatus] = useState<'' | (typeof STATUSES)[number]>('');
  const list = useSmsOutbox({ ...paging.params, status: status || undefined });
  const columns: ListColumn<SmsOutboxItem>[] = [
    {
      field: 'created_at',
      headerName: t('fields.created'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.created_at} />,
    },
    { field: 'msisdn', headerName: t('fields.msisdn'), priority: 0, fitText: (r) => r.msisdn ?? '' },
    { field: 'text', headerName: t('fields.text'), flex: 2, minWidth: 220 },
    { field: 'kind', headerName: t('fields.kind'), width: 150 },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      renderCell: ({ row }) => <DeliveryChip status={row.status} />,
    },
    {
      field: 'delivered_at',
      headerName: t('fields.delivered'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.delivered_at} />,
    },
    { field: 'error', headerName: t('fields.error'), flex: 1, minWidth: 150 },
  ];
  if (canResend)
    columns.push(
      actionsColumn(t('app:table.actions'), 110, (row) => (
        <ResendButton kind="sms" guid={row.guid} to={`+${row.msisdn}`} />
      )),
    );
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('fields.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as typeof status);
          paging.firstPage();
        }}
        sx={{ maxWidth: 200 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <PagedDataTable label={t('tabs.sms')} columns={columns} list={list} paging={paging} />
    </Stack>
  );
}
