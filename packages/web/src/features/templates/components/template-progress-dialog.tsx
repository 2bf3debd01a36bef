import type { DocumentTemplate } from '@coverdesk/contract/templates/document-templates.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useStopTemplate, useTemplateProgress } from '../api/document-templates.ts';

const COUNTS = ['pending', 'done', 'failed', 'stopped'] as const;

/** The live progress of an Event or Scheduled template's documents, and a stop for those still waiting. */
export function TemplateProgressDialog({ template, onClose }: { template: DocumentTemplate; onClose(): void }) {
  const { t, i18n } = useTranslation('templates');
  const progress = useTemplateProgress(template.guid);
  const stop = useStopTemplate(template.guid);
  const canStop = usePermissions().has('templates.manage');
  const [confirming, setConfirming] = useState(false);
  const p = progress.data;
  const finished = p ? p.done + p.failed + p.stopped : 0;
  const percent = p?.total ? Math.round((finished / p.total) * 100) : 0;
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-progress-title" fullWidth maxWidth="sm">
      <DialogTitle id="template-progress-title">{t('progress.title', { name: template.name })}</DialogTitle>
      <DialogContent>
        {progress.error && <Alert severity="error">{errorText(progress.error)}</Alert>}
        {p && p.total === 0 && <Typography>{t('progress.none')}</Typography>}
        {p && p.total > 0 && (
          <Stack spacing={2}>
            <Typography id="template-progress-summary">
              {t('progress.summary', { finished: n(finished), total: n(p.total), percent })}
            </Typography>
            <LinearProgress
              aria-labelledby="template-progress-summary"
              variant="determinate"
              value={percent}
              color={p.failed ? 'warning' : 'primary'}
            />
            <Stack direction="row" spacing={3} component="dl" sx={{ m: 0 }}>
              {COUNTS.map((k) => (
                <div key={k}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t(`progress.${k}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} data-testid={`progress-${k}`}>
                    {n(p[k])}
                  </Typography>
                </div>
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {canStop && (
          <Button color="error" disabled={!p?.pending || stop.isPending} onClick={() => setConfirming(true)}>
            {t('progress.stop')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('progress.confirmTitle')}
        text={t('progress.confirmText', { pending: n(p?.pending ?? 0) })}
        confirmLabel={t('progress.stop')}
        busy={stop.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          const before = p?.stopped ?? 0;
          stop.mutate(undefined, {
            onSuccess: (after) => {
              const count = after.stopped - before;
              notify(count > 0 ? t('progress.stoppedNow', { count }) : t('progress.nothingToStop'), 'success');
            },
            onError: (e) => notify(errorText(e, t('progress.stopFailed')), 'error'),
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </Dialog>
  );
}
