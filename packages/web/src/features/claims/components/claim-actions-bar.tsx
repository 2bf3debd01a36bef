import type { Claim, ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { errorText } from '../../../lib/error-text.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useClaimAction } from '../api/claim-action.ts';
import { ClaimActionDialog } from './claim-action-dialog.tsx';
import {
  DESTRUCTIVE_ACTIONS,
  needsDialog,
  reasonRequired,
  referenceRequired,
  refusalOf,
} from './claim-action-rules.ts';
import { notifyPayoutResult } from './payout-result.ts';

type ActionClaim = Pick<
  Claim,
  'guid' | 'claim_reference' | 'version' | 'status' | 'decision' | 'payment_status' | 'complex' | 'benefit_amount_cents'
> & { payout_recipient?: ClaimDetail['payout_recipient'] };

/** Actions that send money through the payout gateway: each user intent carries its own Idempotency-Key. */
const PAYOUT_ACTIONS: ReadonlySet<ClaimAction> = new Set(['pay', 'retry_payment']);

/** A 409 answered because the claim changed since it was read (someone else acted first). */
export const isStale = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  (error.body as { code?: string } | null)?.code === 'claim_stale';

/**
 * Runs claim actions: one click for the simple ones, a dialog (confirmation, reason) for the others. A payout's
 * Idempotency-Key is made when the action starts (the dialog opens) and reused when that dialog's submission is sent
 * again after a failure, so a repeated click never pays twice; a new action start makes a new key.
 */
export function useClaimActionRunner(onStale: (error: unknown) => void) {
  const { t } = useTranslation('claims');
  const mutation = useClaimAction();
  const [pending, setPending] = useState<{ claim: ActionClaim; action: ClaimAction; key?: string } | null>(null);
  const run = (claim: ActionClaim, action: ClaimAction, reason?: string, key?: string, providerReference?: string) =>
    mutation.mutate(
      {
        guid: claim.guid,
        action,
        version: claim.version,
        reason,
        providerReference,
        complex: claim.complex,
        idempotencyKey: key,
      },
      {
        onSuccess: (detail) => {
          setPending(null);
          if (PAYOUT_ACTIONS.has(action)) notifyPayoutResult(t, detail);
          else notify(t(`done.${action}`, { reference: detail.claim_reference }), 'success');
        },
        onError: (error) => {
          if (isStale(error)) {
            setPending(null);
            onStale(error);
          } else if (!pending) notify(errorText(error));
        },
      },
    );
  const start = (claim: ActionClaim, action: ClaimAction) => {
    mutation.reset();
    const key = PAYOUT_ACTIONS.has(action) ? newIdempotencyKey() : undefined;
    if (needsDialog(claim, action)) setPending({ claim, action, key });
    else run(claim, action, undefined, key);
  };
  const dialog = pending && (
    <ClaimActionDialog
      action={pending.action}
      reference={pending.claim.claim_reference}
      reasonRequired={reasonRequired(pending.claim, pending.action)}
      referenceRequired={referenceRequired(pending.claim, pending.action)}
      facts={pending.claim}
      busy={mutation.isPending}
      error={mutation.error && !isStale(mutation.error) ? errorText(mutation.error) : undefined}
      onClose={() => setPending(null)}
      onConfirm={(reason, reference) => run(pending.claim, pending.action, reason, pending.key, reference)}
    />
  );
  return { start, dialog, busy: mutation.isPending };
}

/**
 * The claim's allowed actions as buttons (already filtered by state machine, permission and four-eyes); one the rules
 * would still refuse (approving a claim that pays nothing) is disabled and says why.
 */
export function ClaimActionButtons(props: {
  claim: ActionClaim;
  actions: ClaimAction[];
  busy: boolean;
  onAction(action: ClaimAction): void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('claims');
  if (props.actions.length === 0) return null;
  const refusals = props.actions.flatMap((a) => {
    const key = refusalOf(props.claim, a);
    return key ? [{ action: a, id: `refusal-${a}-${props.claim.guid}`, text: t(key) }] : [];
  });
  const refusalId = (a: ClaimAction) => refusals.find((r) => r.action === a)?.id;
  return (
    <Stack spacing={0.5}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('detail.actions')}
      >
        {props.actions.map((a) => (
          <Button
            key={a}
            size={props.size ?? 'medium'}
            variant={DESTRUCTIVE_ACTIONS.has(a) ? 'outlined' : 'contained'}
            color={DESTRUCTIVE_ACTIONS.has(a) ? 'error' : 'primary'}
            disabled={props.busy || refusalId(a) !== undefined}
            aria-describedby={refusalId(a)}
            onClick={() => props.onAction(a)}
            aria-label={
              props.size === 'small'
                ? t('actionOn', { action: t(`actions.${a}`), reference: props.claim.claim_reference })
                : undefined
            }
          >
            {t(`actions.${a}`)}
          </Button>
        ))}
      </Stack>
      {refusals.map((r) => (
        <Typography key={r.id} id={r.id} variant="body2" color="text.secondary">
          {r.text}
        </Typography>
      ))}
    </Stack>
  );
}

/** "This claim was changed by someone else — reload": the server's text with a reload button. */
export function StaleClaimAlert({ error, onReload }: { error: unknown; onReload(): void }) {
  const { t } = useTranslation('claims');
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('detail.reload')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
