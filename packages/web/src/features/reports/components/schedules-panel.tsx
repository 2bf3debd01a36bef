import type { ReportSchedule } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteSchedule, useSchedules } from '../api/report-schedules.ts';

/** The user's scheduled deliveries, each with when it goes next and a way to stop it. */
export function SchedulesPanel() {
  const { t, i18n } = useTranslation('reports');
  const schedules = useSchedules();
  const remove = useDeleteSchedule();
  const [stopping, setStopping] = useState<ReportSchedule | null>(null);
  const items = schedules.data?.items ?? [];
  if (!schedules.isError && items.length === 0) return null;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="report-schedules-title">
      <Typography id="report-schedules-title" variant="h6" component="h2">
        {t('schedule.listTitle')}
      </Typography>
      {schedules.isError && <Alert severity="error">{errorText(schedules.error)}</Alert>}
      <List dense>
        {items.map((s) => (
          <ListItem
            key={s.guid}
            divider
            secondaryAction={
              <Button size="small" color="error" onClick={() => setStopping(s)}>
                {t('schedule.stop')}
              </Button>
            }
          >
            <ListItemText
              primary={`${s.title} · ${s.type.toUpperCase()} · ${t(`schedule.frequencies.${s.frequency}`)}`}
              secondary={t('schedule.next', { email: s.email, date: formatDate(s.next_run_at, i18n.language) })}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={Boolean(stopping)}
        title={t('schedule.stopTitle')}
        text={t('schedule.stopText', { title: stopping?.title, email: stopping?.email })}
        confirmLabel={t('schedule.stop')}
        busy={remove.isPending}
        onClose={() => setStopping(null)}
        onConfirm={() =>
          stopping &&
          remove.mutate(stopping.guid, {
            onSuccess: () => notify(t('schedule.stopped', { title: stopping.title }), 'success'),
            onError: (e) => notify(errorText(e), 'error'),
            onSettled: () => setStopping(null),
          })
        }
      />
    </Paper>
  );
}
