import { FILE_REPORT_TYPES, SCHEDULE_FREQUENCIES } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateSchedule } from '../api/report-schedules.ts';

/** "Email me this report": daily, weekly or monthly, the file attached, for the period just past. */
export function ScheduleDialog(props: {
  report: string;
  title: string;
  approved: boolean;
  open: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('reports');
  const create = useCreateSchedule();
  const [frequency, setFrequency] = useState<(typeof SCHEDULE_FREQUENCIES)[number]>('weekly');
  const [type, setType] = useState<(typeof FILE_REPORT_TYPES)[number]>('xlsx');
  const [email, setEmail] = useState('');
  const close = () => {
    create.reset();
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('schedule.title', { title: props.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={t('schedule.frequency')}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as never)}
          >
            {SCHEDULE_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`schedule.frequencies.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('schedule.type')} value={type} onChange={(e) => setType(e.target.value as never)}>
            {FILE_REPORT_TYPES.map((f) => (
              <MenuItem key={f} value={f}>
                {f.toUpperCase()}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="email"
            label={t('schedule.email')}
            helperText={t('schedule.emailHint')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {create.isSuccess && (
            <Alert severity="success">
              {t('schedule.done', {
                email: create.data.email,
                date: formatDate(create.data.next_run_at, i18n.language),
              })}
            </Alert>
          )}
          {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close')}</Button>
        <Button
          variant="contained"
          disabled={create.isPending || create.isSuccess}
          onClick={() =>
            create.mutate({
              report: props.report,
              type,
              frequency,
              ...(props.approved ? { status: 'Approved' as const } : {}),
              ...(email.trim() ? { email: email.trim() } : {}),
            })
          }
        >
          {t('schedule.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
