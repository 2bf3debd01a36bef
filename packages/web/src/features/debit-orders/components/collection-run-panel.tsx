import type { DebitRun } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { isoToDayFirst } from '../../../components/date-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useStopRun } from '../api/transactions.ts';

const live = (r: DebitRun) => r.status === 'queued' || r.status === 'running';

/**
 * The latest collection run: its step, a progress bar (mandates scanned of those due, while collecting), what it did,
 * and Stop while it runs (followed by `useLatestRun`, which reads the transaction lists again when it ends).
 */
export function CollectionRunPanel({ run, canWrite }: { run: DebitRun; canWrite: boolean }) {
  const { t } = useTranslation('debit-orders');
  const stop = useStopRun();
  const collecting = run.status === 'running' && run.step === 'collect' && run.total > 0;
  const value = run.status === 'completed' ? 100 : collecting ? (100 * run.processed) / run.total : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('run.progress')}>
      <Typography variant="subtitle1" gutterBottom>
        {t('run.heading', { date: isoToDayFirst(run.date), status: t(`run.status.${run.status}`) })}
      </Typography>
      {live(run) || run.status === 'completed' ? (
        <LinearProgress
          variant={value === undefined ? 'indeterminate' : 'determinate'}
          value={value ?? 0}
          aria-label={t('run.progress')}
        />
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {live(run) && t(`run.step.${run.step}`)}{' '}
        {t('run.counts', {
          processed: run.processed,
          total: run.total,
          created: run.created,
          retried: run.retried,
          assumed_paid: run.assumed_paid,
          expired_mandates: run.expired_mandates,
        })}
      </Typography>
      {run.error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {run.error}
        </Typography>
      )}
      {live(run) && canWrite && (
        <Button
          sx={{ mt: 1 }}
          disabled={stop.isPending || run.cancel_requested}
          onClick={() =>
            stop.mutate(run.guid, {
              onSuccess: () => notify(t('run.stopped'), 'success'),
              onError: (e) => notify(errorText(e)),
            })
          }
        >
          {run.cancel_requested ? t('run.stopping') : t('run.stop')}
        </Button>
      )}
    </Paper>
  );
}
