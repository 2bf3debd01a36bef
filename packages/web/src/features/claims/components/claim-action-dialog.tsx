import type { PayoutRecipient } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import { useRejectionReasons } from '../api/list-claim-lists.ts';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { DESTRUCTIVE_ACTIONS } from './claim-action-rules.ts';

/** The claim facts a confirmation states: the benefit, and where a payout would go. */
export interface ActionFacts {
  benefit_amount_cents: number | null;
  payout_recipient?: PayoutRecipient | null;
}

const PAYOUTS: ReadonlySet<ClaimAction> = new Set(['pay', 'retry_payment']);

/** What will happen, in figures: approve states the benefit; a payout its amount, phone number and channel. */
function ActionFactsList({ action, facts }: { action: ClaimAction; facts: ActionFacts }) {
  const { t, i18n } = useTranslation('claims');
  const { currency } = usePartnerCurrency();
  const r = facts.payout_recipient;
  const rows: [string, string][] = [];
  if (PAYOUTS.has(action) && r)
    rows.push(
      [t('confirmFacts.amount'), formatMoney(r.amount_cents, r.currency_code, i18n.language)],
      [t('confirmFacts.msisdn'), r.msisdn],
      [t('confirmFacts.channel'), t(`payoutChannels.${r.channel}`)],
    );
  else if (action === 'approve' && facts.benefit_amount_cents !== null)
    rows.push([t('confirmFacts.benefit'), formatMoney(facts.benefit_amount_cents, currency, i18n.language)]);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * Confirms a claim action and asks for its reason where the state machine requires one; a rejection's reason is
 * chosen from the partner's rejection reasons (GET /api/configs/claim_rejection_reasons).
 */
export function ClaimActionDialog(props: {
  action: ClaimAction;
  reference: string;
  reasonRequired: boolean;
  /** The operator's reference is required too (marking a failed payout succeeded). */
  referenceRequired?: boolean;
  facts?: ActionFacts;
  busy: boolean;
  error?: string;
  onConfirm(reason: string | undefined, providerReference?: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const isReject = props.action === 'reject';
  const reasons = useRejectionReasons(isReject);
  const [reason, setReason] = useState('');
  const [providerReference, setProviderReference] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = props.reasonRequired && reason.trim() === '';
  const referenceMissing = Boolean(props.referenceRequired) && providerReference.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing || referenceMissing) return;
    props.onConfirm(reason.trim() || undefined, providerReference.trim() || undefined);
  };
  const reasonError = touched && missing ? t('actionDialog.reasonRequired') : undefined;
  const referenceError = touched && referenceMissing ? t('actionDialog.referenceRequired') : undefined;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="claim-action-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="claim-action-title">
          {t(`actionTitles.${props.action}`, { reference: props.reference })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(props.referenceRequired ? 'actionTexts.mark_failed_payment_succeeded' : `actionTexts.${props.action}`, {
              reference: props.reference,
            })}
          </DialogContentText>
          {props.facts && <ActionFactsList action={props.action} facts={props.facts} />}
          {props.referenceRequired && (
            <TextField
              autoFocus
              required
              fullWidth
              margin="normal"
              label={t('actionDialog.providerReference')}
              value={providerReference}
              onChange={(e) => setProviderReference(e.target.value)}
              error={Boolean(referenceError)}
              helperText={referenceError}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          {props.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {props.error}
            </Alert>
          )}
          {isReject ? (
            <TextField
              select
              autoFocus
              required
              fullWidth
              margin="normal"
              label={t('actionDialog.rejectionReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
            >
              {(reasons.data ?? []).map((r) => (
                <MenuItem key={r.guid} value={r.name}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            (props.reasonRequired || props.action === 'reopen_exgratia') && (
              <TextField
                autoFocus={!props.referenceRequired}
                required={props.reasonRequired}
                fullWidth
                multiline
                minRows={2}
                margin="normal"
                label={t('actionDialog.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={Boolean(reasonError)}
                helperText={reasonError}
              />
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={DESTRUCTIVE_ACTIONS.has(props.action) ? 'error' : 'primary'}
            disabled={props.busy}
            autoFocus={!props.reasonRequired && !props.referenceRequired}
          >
            {t(`actions.${props.action}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
