import type { ImportBatch } from '@coverdesk/contract/common/imports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { useLoyaltyRun, useUndoLoyaltyRun } from '../api/loyalty-run.ts';

/** What a finished run did (period, granted, renewed, kept for undo) and its undo, confirmed with what it restores. */
export function LoyaltyRunCard({ batch, canWrite }: { batch: ImportBatch; canWrite: boolean }) {
  const { t } = useTranslation('loyalty');
  const finished = batch.status === 'completed' || batch.status === 'cancelled';
  const run = useLoyaltyRun(batch.guid, finished);
  const undo = useUndoLoyaltyRun();
  const [confirming, setConfirming] = useState(false);
  if (!run.data) return null;
  const r = run.data;
  const undoable = canWrite && !batch.dry_run && !r.undone_at && r.backed_up > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="loyalty-run-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="loyalty-run-title" sx={{ flexGrow: 1 }}>
          {t(`run.title.${r.mode}`)}
        </Typography>
        {undoable && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('run.undo')}
          </Button>
        )}
      </Box>
      <Typography>
        {t('run.period')} <DateText value={r.period_start} /> – <DateText value={r.period_end} />
      </Typography>
      <Typography>
        {t('run.summary', {
          granted: t('run.granted', { count: r.granted, n: r.granted }),
          renewed: t('run.renewed', { count: r.renewed, n: r.renewed }),
          backed_up: t('run.backedUp', { count: r.backed_up, n: r.backed_up }),
        })}
      </Typography>
      {r.undone_at && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('run.undone', { by: r.undone_by ?? '' })} <DateTimeText value={r.undone_at} />
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('run.undoTitle')}
        text={t('run.undoText', { granted: r.granted, renewed: r.renewed })}
        confirmLabel={t('run.undo')}
        busy={undo.isPending}
        onConfirm={() =>
          undo.mutate(batch.guid, {
            onSuccess: (done) => {
              setConfirming(false);
              notify(t('run.undoneNotice', { granted: done.granted, renewed: done.renewed }), 'success');
            },
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
