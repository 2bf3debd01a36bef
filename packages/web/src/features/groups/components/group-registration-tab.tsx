import type { GroupDetail } from '@coverdesk/contract/groups/groups.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { groupsKey } from '../api/keys.ts';
import { useCancelRegistration, useGroupQuotation, useRegisterGroup } from '../api/registration.ts';

/**
 * The quotation (each principal priced, or why not) and registration: a confirmation that says what will happen,
 * then the job's live progress bar and what it did (registered, failed with reasons on the members tab).
 */
export function GroupRegistrationTab({ group, canWrite }: { group: GroupDetail; canWrite: boolean }) {
  const { t } = useTranslation('groups');
  const quotation = useGroupQuotation(group.guid);
  const register = useRegisterGroup();
  const cancel = useCancelRegistration();
  const currency = usePartnerCurrency();
  const [confirming, setConfirming] = useState(false);
  const run = group.registration;
  const live = run?.status === 'queued' || run?.status === 'running';
  const q = quotation.data;
  // When a run ends, the quotation and the group's lists are read again.
  const qc = useQueryClient();
  const status = run?.status;
  useEffect(() => {
    if (status === 'completed' || status === 'failed' || status === 'cancelled')
      void qc.invalidateQueries({ queryKey: groupsKey });
  }, [status, qc]);
  return (
    <Stack spacing={2}>
      {run && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('registration.progress')}>
          <Typography variant="subtitle1" gutterBottom>
            {t(`registration.status.${run.status}`)}
          </Typography>
          <LinearProgress
            variant={run.total ? 'determinate' : 'indeterminate'}
            value={run.total ? (100 * run.processed) / run.total : 0}
            aria-label={t('registration.progress')}
          />
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            {t('registration.counts', {
              processed: run.processed,
              total: run.total,
              registered: run.registered,
              failed: run.failed,
            })}
          </Typography>
          {live && canWrite && (
            <Button
              sx={{ mt: 1 }}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(group.guid, {
                  onSuccess: () => notify(t('registration.stopped'), 'success'),
                  onError: (e) => notify(errorText(e, t('registration.stopFailed'))),
                })
              }
            >
              {t('registration.stop')}
            </Button>
          )}
        </Paper>
      )}
      {q && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="quotation-title">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" id="quotation-title" sx={{ flexGrow: 1 }}>
              {t('registration.quotation')}
            </Typography>
            {canWrite && (
              <Button
                variant="contained"
                disabled={Boolean(q.blocker) || live || register.isPending}
                onClick={() => setConfirming(true)}
              >
                {t('registration.register')}
              </Button>
            )}
          </Box>
          <Typography>
            {t('registration.summary', { eligible: q.eligible, members: q.members, dependants: q.dependants })}{' '}
            <strong>
              <Money cents={q.total_premium_cents} currency={currency} />
            </strong>{' '}
            / {t(`granularity.${q.granularity}`, { defaultValue: q.granularity })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('registration.range', { min: q.min_members, max: q.max_members })}
          </Typography>
          {q.blocker && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {q.blocker}
            </Alert>
          )}
          <SimpleTable
            label={t('registration.quotation')}
            rows={q.lines}
            rowKey={(l) => l.member_guid}
            columns={[
              { header: t('fields.full_name'), cell: (l) => l.full_name ?? '—' },
              { header: t('fields.msisdn'), cell: (l) => l.msisdn ?? '—' },
              { header: t('fields.age'), cell: (l) => l.age ?? '—' },
              { header: t('tabs.dependants'), cell: (l) => l.dependants },
              {
                header: t('fields.premium'),
                cell: (l) => (l.eligible ? <Money cents={l.premium_cents} currency={currency} /> : '—'),
              },
              { header: t('registration.note'), cell: (l) => l.reason ?? t('registration.eligible') },
            ]}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('registration.confirmTitle', { name: group.name })}
        text={t('registration.confirmText', {
          count: q?.eligible ?? 0,
          premium: `${((q?.premium_cents ?? 0) / 100).toFixed(2)} ${currency}`,
        })}
        confirmLabel={t('registration.register')}
        busy={register.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          register.mutate(group.guid, {
            onSuccess: () => {
              setConfirming(false);
              notify(t('registration.started'), 'success');
            },
            onError: (e) => {
              setConfirming(false);
              notify(errorText(e, t('registration.failed')));
            },
          })
        }
      />
    </Stack>
  );
}
