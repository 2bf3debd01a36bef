import type { OutboxEmail } from '@coverdesk/contract/identity/identity.schemas';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { actionsColumn } from '../../../components/lists/row-actions.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useEmailOutbox } from '../api/outboxes.ts';
import { DeliveryChip } from './delivery-chip.tsx';
import { ResendButton } from './resend-button.tsx';

const STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;

/** The email outbox: every email kept, its delivery state, attempts and error, and a resend. */
export function EmailOutboxTab() {
  const { t } = useTranslation('outbox');
  const canResend = usePermissions().has('outbox.write');
  const paging = usePaging();
  const [status, setStatus] = useState<'' | (typeof STATUSES)[number]>('');
  const list = useEmailOutbox({ ...paging.params, status: status || undefined });
  const columns: GridColDef<OutboxEmail>[] = [
    {
      field: 'created_at',
      headerName: t('fields.created'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.created_at} />,
    },
    { field: 'to', headerName: t('fields.to'), flex: 1, minWidth: 180 },
    { field: 'subject', headerName: t('fields.subject'), flex: 2, minWidth: 200 },
    { field: 'kind', headerName: t('fields.kind'), width: 150 },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      renderCell: ({ row }) => <DeliveryChip status={row.status} />,
    },
    { field: 'attempts', headerName: t('fields.attempts'), width: 90 },
    { field: 'error', headerName: t('fields.error'), flex: 1, minWidth: 150 },
  ];
  if (canResend)
    columns.push(
      actionsColumn(t('app:table.actions'), 110, (row) => <ResendButton kind="email" guid={row.guid} to={row.to} />),
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
      <PagedDataTable label={t('tabs.emails')} columns={columns} list={list} paging={paging} />
    </Stack>
  );
}
