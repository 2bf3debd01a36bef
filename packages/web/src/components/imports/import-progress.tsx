import type { ImportBatch } from '@coverdesk/contract/common/imports';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { durationParts, useImportPace } from './import-pace.ts';

/**
 * A batch's live progress: its step and a bar (indeterminate while the file is read and the total is unknown); while
 * its rows are applied (or checked), their pace in rows per second and the time left at that pace.
 */
export function ImportProgress({ batch }: { batch: ImportBatch }) {
  const { t, i18n } = useTranslation();
  const n = (x: number) => x.toLocaleString(i18n.language);
  const pace = useImportPace(batch);
  const known = batch.total > 0;
  const percent = known ? Math.min(100, Math.round((batch.processed / batch.total) * 100)) : 0;
  const label = t(`app:imports.step.${batch.step}`);
  const done = batch.status !== 'queued' && batch.status !== 'running';
  return (
    <Box>
      <Typography variant="body2" id={`progress-${batch.guid}`}>
        {done
          ? t(`app:imports.status.${batch.status}`)
          : known
            ? t('app:imports.progress', { step: label, processed: n(batch.processed), total: n(batch.total), percent })
            : t('app:imports.reading', { step: label, processed: n(batch.processed) })}
      </Typography>
      {pace && (
        <Typography variant="body2" color="text.secondary" data-testid={`pace-${batch.guid}`}>
          {t('app:imports.pace', {
            rate: n(Math.round(pace.rowsPerSecond)),
            left: t(`app:imports.timeLeft.${durationParts(pace.secondsLeft).key}`, durationParts(pace.secondsLeft)),
          })}
        </Typography>
      )}
      <LinearProgress
        aria-labelledby={`progress-${batch.guid}`}
        variant={known || done ? 'determinate' : 'indeterminate'}
        value={done ? 100 : percent}
        color={batch.status === 'failed' ? 'error' : batch.status === 'cancelled' ? 'warning' : 'primary'}
      />
    </Box>
  );
}
