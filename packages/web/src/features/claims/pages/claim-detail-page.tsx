import type { PayoutTransaction } from '@coverdesk/contract/claims/claim.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { Loading } from '../../../app/session/require-session.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EntityEmails } from '../../../components/generated-documents/entity-emails.tsx';
import { GeneratedDocuments } from '../../../components/generated-documents/generated-documents.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useClaim } from '../api/get-claim.ts';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { useRetryPayout } from '../api/retry-payout.ts';
import { useUpdateClaim } from '../api/update-claim.ts';
import { AssessmentView } from '../components/assessment-view.tsx';
import { actionsFor } from '../components/claim-action-rules.ts';
import {
  ClaimActionButtons,
  isStale,
  StaleClaimAlert,
  useClaimActionRunner,
} from '../components/claim-actions-bar.tsx';
import { ClaimDocuments } from '../components/claim-documents.tsx';
import { ClaimFields } from '../components/claim-fields.tsx';
import { ClaimNoteDialog } from '../components/claim-note-dialog.tsx';
import { ClaimPayouts } from '../components/claim-payouts.tsx';
import { ClaimStatusChip } from '../components/claim-status-chip.tsx';
import { ClaimTimeline } from '../components/claim-timeline.tsx';
import { ComplexClaimLines } from '../components/complex-claim-lines.tsx';
import { notifyPayoutResult } from '../components/payout-result.ts';
import { useClaimActionContext } from '../components/use-claim-action-context.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The claim page: every field, the assessment, the allowed actions, payouts, the audit timeline. */
export default function ClaimDetailPage() {
  const { t, i18n } = useTranslation('claims');
  const { guid = '' } = useParams();
  const claim = useClaim(guid);
  const { currency } = usePartnerCurrency();
  const ctx = useClaimActionContext();
  const canSubmit = usePermissions().has('claims.submit');
  const [stale, setStale] = useState<unknown>(null);
  const runner = useClaimActionRunner(setStale);
  const update = useUpdateClaim();
  const retry = useRetryPayout();
  // One Idempotency-Key per retry intent: made when its confirmation opens, reused if that confirmation is sent again.
  const [retrying, setRetrying] = useState<{ payout: PayoutTransaction; key: string } | null>(null);
  const [editingNote, setEditingNote] = useState(false);
  const reload = () => {
    setStale(null);
    void claim.refetch();
  };
  if (claim.isPending) return <Loading />;
  if (!claim.data)
    return (
      <Alert severity="error" role="alert">
        {errorText(claim.error)}
      </Alert>
    );
  const c = claim.data;
  const actions = actionsFor(c, ctx);
  const r = c.payout_recipient;
  const retryFacts =
    r &&
    t('confirmFacts.sentence', {
      amount: formatMoney(r.amount_cents, r.currency_code, i18n.language),
      msisdn: r.msisdn,
      channel: t(`payoutChannels.${r.channel}`),
    });
  const onStaleOr = (error: unknown) => (isStale(error) ? setStale(error) : notify(errorText(error)));
  const markComplete = () =>
    update.mutate(
      { guid: c.guid, version: c.version, documents_complete: true },
      {
        onSuccess: () => notify(t('done.documents_complete', { reference: c.claim_reference }), 'success'),
        onError: onStaleOr,
      },
    );
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/claims">
        {t('detail.back')}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('detail.title', { reference: c.claim_reference })}
        </Typography>
        <ClaimStatusChip status={c.status} />
        {c.high_risk && <Typography color="error">{t('fields.high_risk')}</Typography>}
      </Box>
      {c.parties && (
        <Box
          component="dl"
          aria-label={t('detail.keyFacts')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 500 } }}
        >
          {(
            [
              [t('detail.customer'), `/customers/${c.customer_guid}`, c.parties.customer_name],
              [t('detail.policy'), `/policies/${c.policy_guid}`, c.parties.policy_number],
              [t('detail.product'), `/products/${c.parties.product_guid}`, c.parties.product_name],
            ] as const
          ).map(([label, to, text]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <dd>
                <Link component={RouterLink} to={to}>
                  {text}
                </Link>
              </dd>
            </Box>
          ))}
        </Box>
      )}
      {stale !== null && <StaleClaimAlert error={stale} onReload={reload} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ClaimActionButtons
          claim={c}
          actions={actions.filter((a) => a !== 'retry_payment')}
          busy={runner.busy}
          onAction={(a) => runner.start(c, a)}
        />
        {canSubmit && c.status === 'open' && (
          <Button variant="outlined" disabled={update.isPending} onClick={markComplete}>
            {t('detail.documentsComplete')}
          </Button>
        )}
        {canSubmit && (
          <Button variant="outlined" onClick={() => setEditingNote(true)}>
            {t('note.edit')}
          </Button>
        )}
      </Box>
      {actions.length === 0 && !canSubmit && (
        <Typography variant="body2" color="text.secondary">
          {t('detail.noActions')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2 }}>
        <Stack spacing={2}>
          <Section title={t('detail.fields')}>
            <ClaimFields claim={c} currency={currency} />
          </Section>
          <Section title={t('payouts.title')}>
            <ClaimPayouts
              payouts={c.payouts}
              canRetry={actions.includes('retry_payment')}
              busy={retry.isPending}
              onRetry={(payout) => {
                retry.reset();
                setRetrying({ payout, key: newIdempotencyKey() });
              }}
              claim={c}
              canRecordOutcome={actions.includes('mark_payment_succeeded')}
              onStale={setStale}
            />
          </Section>
          <Section title={t('documents.title')}>
            <ClaimDocuments claim={c} />
          </Section>
          <Section title={t('app:generated.title')}>
            <GeneratedDocuments type="Claim" entity={c.guid} />
          </Section>
          <Section title={t('app:emails.title')}>
            <EntityEmails type="Claim" entity={c.guid} />
          </Section>
          {c.complex && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <ComplexClaimLines guid={c.guid} currency={currency} />
            </Paper>
          )}
        </Stack>
        <Stack spacing={2}>
          <Section title={t('assessment.title')}>
            {c.assessment ? (
              <AssessmentView assessment={c.assessment} currency={currency} />
            ) : (
              <Typography variant="body2">{t('assessment.none')}</Typography>
            )}
          </Section>
          <Section title={t('timeline.title')}>
            <ClaimTimeline events={c.timeline} />
          </Section>
        </Stack>
      </Box>
      {runner.dialog}
      {editingNote && <ClaimNoteDialog claim={c} onStale={setStale} onClose={() => setEditingNote(false)} />}
      <ConfirmDialog
        open={retrying !== null}
        title={t('actionTitles.retry_payment', { reference: c.claim_reference })}
        text={
          retry.error && !isStale(retry.error)
            ? errorText(retry.error)
            : [t('actionTexts.retry_payment', { reference: c.claim_reference }), retryFacts].filter(Boolean).join(' ')
        }
        confirmLabel={t('payouts.retry')}
        busy={retry.isPending}
        onClose={() => setRetrying(null)}
        onConfirm={() =>
          retrying &&
          retry.mutate(
            { transaction: retrying.payout.guid, version: c.version, idempotencyKey: retrying.key },
            {
              onSuccess: (detail) => {
                setRetrying(null);
                notifyPayoutResult(t, detail);
              },
              // The dialog stays open with the error: confirming again resends the same intent (same key).
              onError: (error) => {
                if (!isStale(error)) return;
                setRetrying(null);
                setStale(error);
              },
            },
          )
        }
      />
    </Stack>
  );
}
