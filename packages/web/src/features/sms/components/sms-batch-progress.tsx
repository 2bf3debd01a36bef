import type { SmsBatchProgress } from '@coverdesk/contract/sms/sms-batches.schemas';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A batch's live bar: validating the file, then handing messages to the gateway, with delivery counts (and how many
 * delivery reports are still awaited, `awaiting`).
 */
export function SmsBatchProgressBar({ progress, awaiting = 0 }: { progress: SmsBatchProgress; awaiting?: number }) {
  const { t, i18n } = useTranslation('sms');
  const n = (x: number) => x.toLocaleString(i18n.language);
  const done = progress.step === 'done';
  const known = progress.total > 0;
  return (
    <Box>
      <Typography variant="body2" id={`sms-progress-${progress.guid}`}>
        {t(`progress.${progress.step}`, {
          processed: n(progress.processed),
          total: n(progress.total),
          percent: progress.percent,
        })}
      </Typography>
      <LinearProgress
        aria-labelledby={`sms-progress-${progress.guid}`}
        variant={known || done ? 'determinate' : 'indeterminate'}
        value={done && progress.status === 'completed' ? 100 : progress.percent}
        color={progress.status === 'failed' ? 'error' : progress.status === 'interrupted' ? 'warning' : 'primary'}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('progress.delivery', {
          sent: n(progress.sent),
          delivered: n(progress.delivered),
          failed: n(progress.failed),
        })}
        {awaiting > 0 && ` · ${t('progress.awaiting', { count: awaiting, n: n(awaiting) })}`}
      </Typography>
    </Box>
  );
}
