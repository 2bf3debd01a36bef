import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import {
  awaitingDelivery,
  useDownloadSmsReport,
  useSmsBatch,
  useSmsBatchAction,
  useSmsBatchInvalid,
  useSmsBatchProgress,
} from '../api/sms-batches.ts';
import { SmsBatchProgressBar } from '../components/sms-batch-progress.tsx';

/**
 * One SMS batch: what it will cost (recipients, refused rows, segments) and its first messages before sending, then
 * the live progress bar, stop, and the per-recipient report.
 */
export default function SmsBatchPage() {
  const { t, i18n } = useTranslation('sms');
  const { guid = '' } = useParams();
  const batch = useSmsBatch(guid);
  const b = batch.data;
  const progress = useSmsBatchProgress(guid, b?.finished_at ?? null);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const invalid = useSmsBatchInvalid(guid, page, `${b?.status}-${b?.invalid}`);
  const send = useSmsBatchAction('send');
  const stop = useSmsBatchAction('interrupt');
  const report = useDownloadSmsReport();
  const canWrite = usePermissions().has('sms.write');
  const [confirm, setConfirm] = useState<'send' | 'stop' | null>(null);
  const n = (x: number) => x.toLocaleString(i18n.language);

  if (batch.isPending) return <CircularProgress aria-label={t('app:loading', { defaultValue: 'Loading' })} />;
  if (!b) return <OperationError error={batch.error} title={t('batch.loadFailed')} />;
  const stoppable = ['validating', 'ready', 'scheduled', 'sending'].includes(b.status);
  // The chip and the bar tell one answer's story: the progress read carries the status with its counts.
  const status = progress.data?.status ?? b.status;
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/sms/batches">
          {t('batches.title')}
        </Link>
        <Typography>{t('batch.title', { number: b.batch_number })}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('batch.title', { number: b.batch_number })}
        </Typography>
        <Chip label={t(`status.${status}`)} color={status === 'failed' ? 'error' : 'default'} />
        {b.filename && <Typography color="text.secondary">{b.filename}</Typography>}
      </Stack>
      {b.error && <Alert severity="error">{b.error}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography>
            {[
              t('batch.rows', { count: b.total, n: n(b.total) }),
              t('batch.refused', { count: b.invalid, n: n(b.invalid) }),
              t('batch.toSend', { count: b.recipients, n: n(b.recipients) }),
            ].join(' · ')}
          </Typography>
          <Typography>{t('batch.segments', { segments: n(b.segments) })}</Typography>
          {b.scheduled_at && (
            <Typography>
              {t('batch.scheduledAt')} <DateTimeText value={b.scheduled_at} />
            </Typography>
          )}
          {b.reply_expected && <Typography>{t('batch.replyExpected')}</Typography>}
          {progress.data && (
            <SmsBatchProgressBar progress={progress.data} awaiting={awaitingDelivery(progress.data, b.finished_at)} />
          )}
          <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
            {canWrite && b.status === 'ready' && (
              <Button variant="contained" onClick={() => setConfirm('send')} disabled={b.recipients === 0}>
                {t('batch.send')}
              </Button>
            )}
            {canWrite && stoppable && (
              <Button color="error" variant="outlined" onClick={() => setConfirm('stop')}>
                {t('batch.stop')}
              </Button>
            )}
            <Button
              onClick={() => report.mutate({ id: b.guid, name: `sms-batch-${b.batch_number}.csv` })}
              disabled={report.isPending}
            >
              {t('batch.download')}
            </Button>
          </Stack>
          {send.isError && <OperationError error={send.error} title={t('app:errors.couldNotSendSms')} />}
          {stop.isError && <OperationError error={stop.error} title={t('app:errors.couldNotStopBlast')} />}
        </Stack>
      </Paper>
      {b.preview.length > 0 && (
        <SimpleTable
          label={t('batch.preview')}
          rows={b.preview}
          rowKey={(r) => r.msisdn}
          columns={[
            { header: t('batch.msisdn'), cell: (r) => r.msisdn },
            { header: t('batch.text'), cell: (r) => r.text },
            { header: t('templates.segments'), cell: (r) => r.segments },
          ]}
        />
      )}
      {b.source === 'file' && (invalid.data?.count ?? 0) > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {t('batch.invalidRows')}
          </Typography>
          <SimpleTable
            label={t('batch.invalidRows')}
            rows={invalid.data?.items}
            rowKey={(r) => String(r.line)}
            paging={{ ...page, count: invalid.data?.count ?? 0, onPage: (p, s) => setPage({ page: p, size: s }) }}
            columns={[
              { header: t('batch.line'), cell: (r) => r.line },
              { header: t('batch.msisdn'), cell: (r) => r.data.msisdn ?? '' },
              { header: t('batch.reason'), cell: (r) => r.reason },
            ]}
          />
        </>
      )}
      <ConfirmDialog
        open={confirm === 'send'}
        title={t('batch.sendTitle')}
        text={t(b.scheduled_at ? 'batch.sendTextScheduled' : 'batch.sendText', {
          recipients: n(b.recipients),
          segments: n(b.segments),
        })}
        confirmLabel={t('batch.send')}
        busy={send.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => send.mutate(b.guid, { onSettled: () => setConfirm(null) })}
      />
      <ConfirmDialog
        open={confirm === 'stop'}
        title={t('batch.stopTitle')}
        text={t('batch.stopText')}
        confirmLabel={t('batch.stop')}
        busy={stop.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => stop.mutate(b.guid, { onSettled: () => setConfirm(null) })}
      />
    </Stack>
  );
}
