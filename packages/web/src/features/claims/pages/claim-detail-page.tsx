import type { PayoutTransaction } from '@coverdesk/contract/claims/claim.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { Loading } from '../../../app/session/require-session.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { EntityEmails } from '../../../components/generated-documents/entity-emails.tsx';
import { GeneratedDocuments } from '../../../components/generated-documents/generated-documents.tsx';
import { Money } from '../../../components/money.tsx';
import { RecordHeader, type RecordTab, RecordTabs } from '../../../components/record-header.tsx';
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
import { ClaimDocuments, useRequiredDocuments } from '../components/claim-documents.tsx';
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

/**
 * The claim page: a header of key facts (customer, policy, product linked) and the allowed actions, then tabs: details
 * (every field, the assessment, payouts), documents, and the audit timeline.
 */
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
  const [confirmComplete, setConfirmComplete] = useState(false);
  const documents = useRequiredDocuments({ guid, type: claim.data?.type ?? '' });
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
        onSettled: () => setConfirmComplete(false),
      },
    );
  // Required documents still missing: "Documents complete" names them and asks first.
  const missingNames = documents.missing.map((m) => documents.typeLabel(m)).join(', ');
  const askComplete = () => (documents.missing.length > 0 ? setConfirmComplete(true) : markComplete());
  const tabs: RecordTab[] = [
    {
      id: 'details',
      label: t('detail.tabs.details'),
      content: (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Section title={t('detail.fields')}>
              <ClaimFields claim={c} currency={currency} />
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
                <AssessmentView assessment={c.assessment} currency={currency} claimedCents={c.claim_amount_cents} />
              ) : (
                <Typography variant="body2">{t('assessment.none')}</Typography>
              )}
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
          </Stack>
        </Box>
      ),
    },
    {
      id: 'documents',
      label: t('detail.tabs.documents'),
      content: (
        <Stack spacing={2}>
          <Section title={t('documents.title')}>
            <ClaimDocuments claim={c} />
          </Section>
          <Section title={t('app:generated.title')}>
            <GeneratedDocuments type="Claim" entity={c.guid} />
          </Section>
          <Section title={t('app:emails.title')}>
            <EntityEmails type="Claim" entity={c.guid} />
          </Section>
        </Stack>
      ),
    },
    {
      id: 'timeline',
      label: t('detail.tabs.timeline'),
      content: (
        <Section title={t('timeline.title')}>
          <ClaimTimeline events={c.timeline} />
        </Section>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <RecordHeader
        title={t('detail.title', { reference: c.claim_reference })}
        status={<ClaimStatusChip status={c.status} />}
        badges={c.high_risk && <Chip size="small" color="error" label={t('fields.high_risk')} />}
        back={{ to: '/claims', label: t('detail.back') }}
        facts={[
          ...(c.parties
            ? [
                { label: t('detail.customer'), value: c.parties.customer_name, to: `/customers/${c.customer_guid}` },
                { label: t('detail.policy'), value: c.parties.policy_number, to: `/policies/${c.policy_guid}` },
                {
                  label: t('detail.product'),
                  value: c.parties.product_name,
                  to: `/products/${c.parties.product_guid}`,
                },
              ]
            : []),
          { label: t('fields.type'), value: t(`types.${c.type}`) },
          { label: t('fields.person_affected'), value: c.person_affected },
          { label: t('fields.claim_amount_cents'), value: <Money cents={c.claim_amount_cents} currency={currency} /> },
          { label: t('fields.received_at'), value: <DateText value={c.received_at} /> },
        ]}
        actions={
          <>
            <ClaimActionButtons
              claim={c}
              actions={actions.filter((a) => a !== 'retry_payment')}
              busy={runner.busy}
              onAction={(a) => runner.start(c, a)}
            />
            {canSubmit && c.status === 'open' && (
              <Button variant="outlined" disabled={update.isPending || !documents.loaded} onClick={askComplete}>
                {t('detail.documentsComplete')}
              </Button>
            )}
            {canSubmit && (
              <Button variant="outlined" onClick={() => setEditingNote(true)}>
                {t('note.edit')}
              </Button>
            )}
            {actions.length === 0 && !canSubmit && (
              <Typography variant="body2" color="text.secondary">
                {t('detail.noActions')}
              </Typography>
            )}
          </>
        }
      />
      {stale !== null && <StaleClaimAlert error={stale} onReload={reload} />}
      <RecordTabs tabs={tabs} />
      {runner.dialog}
      <ConfirmDialog
        open={confirmComplete}
        title={t('documentsComplete.title', { count: documents.missing.length })}
        text={t('documentsComplete.text', { count: documents.missing.length, list: missingNames })}
        confirmLabel={t('documentsComplete.confirm')}
        busy={update.isPending}
        onClose={() => setConfirmComplete(false)}
        onConfirm={markComplete}
      />
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
