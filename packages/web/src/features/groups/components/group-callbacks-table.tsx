import type { GroupCallback } from '@coverdesk/contract/groups/groups.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCloseGroupCallback, useGroupCallbacks } from '../api/group-pages.ts';

/** Close one callback: the reason is required (what was done: called back, no answer, not interested…). */
function CloseCallbackDialog({ callback, onClose }: { callback: GroupCallback; onClose(): void }) {
  const { t } = useTranslation('groups');
  const close = useCloseGroupCallback();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (missing) return;
    close.mutate(
      { id: callback.guid, reason: reason.trim() },
      {
        onSuccess: () => {
          notify(t('callbacks.closedNotice', { msisdn: callback.msisdn }), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="close-callback-title" fullWidth maxWidth="sm">
      <DialogTitle id="close-callback-title">{t('callbacks.closeTitle', { msisdn: callback.msisdn })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('callbacks.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && missing}
          helperText={touched && missing ? t('callbacks.reasonRequired') : t('callbacks.reasonHint')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {close.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorText(close.error, t('callbacks.closeFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app:actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={close.isPending}>
          {t('callbacks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Requests to be called back by a group sales agent (all of the partner, or of one group); open ones can be closed. */
export function GroupCallbacksTable({ groupId, canWrite = false }: { groupId?: string; canWrite?: boolean }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupCallbacks({ ...paging.params, ...(groupId ? { group_id: groupId } : {}) });
  const [closing, setClosing] = useState<GroupCallback | null>(null);
  const columns: ListColumn<GroupCallback>[] = [
    { field: 'msisdn', headerName: t('callbacks.msisdn'), priority: 0, fitText: (r) => r.msisdn ?? '' },
    { field: 'name', headerName: t('callbacks.name'), flex: 1, minWidth: 140 },
    { field: 'product_name', headerName: t('fields.product'), flex: 1, minWidth: 140 },
    {
      field: 'requested_at',
      headerName: t('callbacks.requested'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.requested_at} />,
    },
    {
      field: 'status',
      headerName: t('callbacks.status'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={t(`callbacks.statuses.${row.status}`)}
          color={row.status === 'open' ? 'warning' : 'default'}
        />
      ),
    },
    {
      field: 'closed_reason',
      headerName: t('callbacks.reason'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) =>
        row.closed_reason ? `${row.closed_reason}${row.closed_by ? ` (${row.closed_by})` : ''}` : '',
    },
  ];
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: '',
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'open' ? (
          <Button
            size="small"
            aria-label={t('callbacks.closeOne', { msisdn: row.msisdn })}
            onClick={() => setClosing(row)}
          >
            {t('callbacks.close')}
          </Button>
        ) : null,
    });
  return (
    <>
      <PagedDataTable label={t('callbacks.title')} columns={columns} list={list} paging={paging} />
      {closing && <CloseCallbackDialog callback={closing} onClose={() => setClosing(null)} />}
    </>
  );
}
