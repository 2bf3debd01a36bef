import type { PayoutTransaction } from '@coverdesk/contract/claims/claim.schemas';
import { payoutOutcomeBody } from '@coverdesk/contract/claims/claim-payouts.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notifications.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useRecordPayoutOutcome } from '../../api/record-payout-outcome.ts';
import { isStale } from '../claim-actions-bar.tsx';

type Outcome = 'success' | 'failure';

/**
 * Records the mobile-money operator's outcome of a pending payout (PUT /api/mobile_money_transactions/outcome):
 * success or failure with its reason, then a confirmation of what will be recorded before anything is sent.
 */
export function PayoutOutcomeDialog(props: {
  claim: { guid: string; version: number; claim_reference: string };
  payout: PayoutTransaction;
  onStale(error: unknown): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('claims');
  const record = useRecordPayoutOutcome();
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [reason, setReason] = useState('');
  const [providerReference, setProviderReference] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const reference = props.claim.claim_reference;
  const amount = formatMoney(props.payout.amount_cents, props.payout.currency_code, i18n.language);
  const body = {
    transaction_guid: props.payout.guid,
    outcome: outcome || undefined,
    reason: outcome === 'failure' ? reason.trim() : null,
    provider_reference: providerReference.trim() || null,
    version: props.claim.version,
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    const parsed = payoutOutcomeBody.safeParse(body);
    if (parsed.success) {
      setErrors({});
      setConfirming(true);
      return;
    }
    const next: typeof errors = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'outcome') next.outcome = t('outcome.outcomeRequired');
      if (issue.path[0] === 'reason') next.reason = t('outcome.reasonRequired');
    }
    setErrors(next);
  };
  const send = () => {
    const parsed = payoutOutcomeBody.parse(body);
    record.mutate(parsed, {
      onSuccess: () => {
        notify(t(`outcome.done.${parsed.outcome}`, { reference }), 'success');
        props.onClose();
      },
      onError: (error) => {
        if (isStale(error)) {
          props.onClose();
          props.onStale(error);
        }
      },
    });
  };
  const error = record.error && !isStale(record.error) ? errorText(record.error) : undefined;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="payout-outcome-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={review}>
        <DialogTitle id="payout-outcome-title">
          {t(confirming ? 'outcome.confirmTitle' : 'outcome.title', { reference })}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          {confirming ? (
            <DialogContentText>
              {t(`outcome.confirmText.${outcome}`, {
                amount,
                msisdn: props.payout.msisdn,
                reason: reason.trim(),
                reference,
              })}
            </DialogContentText>
          ) : (
            <>
              <DialogContentText>
                {t('outcome.text', { amount, msisdn: props.payout.msisdn, reference })}
              </DialogContentText>
              <FormControl error={Boolean(errors.outcome)} required margin="normal">
                <FormLabel id="payout-outcome-label">{t('outcome.outcome')}</FormLabel>
                <RadioGroup
                  aria-labelledby="payout-outcome-label"
                  value={outcome}
                  onChange={(e) => {
                    setOutcome(e.target.value as Outcome);
                    setErrors({});
                  }}
                >
                  <FormControlLabel value="success" control={<Radio />} label={t('outcome.success')} />
                  <FormControlLabel value="failure" control={<Radio />} label={t('outcome.failure')} />
                </RadioGroup>
                {errors.outcome && <FormHelperText>{errors.outcome}</FormHelperText>}
              </FormControl>
              {outcome === 'failure' && (
                <TextField
                  required
                  fullWidth
                  multiline
                  minRows={2}
                  margin="normal"
                  label={t('outcome.reason')}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setErrors({});
                  }}
                  error={Boolean(errors.reason)}
                  helperText={errors.reason}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
              )}
              <TextField
                fullWidth
                margin="normal"
                label={t('outcome.providerReference')}
                value={providerReference}
                onChange={(e) => setProviderReference(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {confirming ? (
            <>
              <Button onClick={() => setConfirming(false)} disabled={record.isPending}>
                {t('outcome.back')}
              </Button>
              <Button
                variant="contained"
                color={outcome === 'failure' ? 'error' : 'primary'}
                onClick={send}
                disabled={record.isPending}
                autoFocus
              >
                {t('outcome.record')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
              <Button type="submit" variant="contained">
                {t('outcome.review')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
