import { paymentRequestInput } from '@coverdesk/contract/payments/payment-requests.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRequestPayment } from '../api/payment-requests.ts';
import { toCents } from './missing-payment-form.tsx';

/**
 * Ask the customer's mobile wallet to pay a premium (`POST payment_requests/direct`): the amount (the policy's premium
 * by default), a confirmation saying what will happen, one Idempotency-Key per confirmed request, then what the wallet
 * answered (paid and recorded, refused with its reason, or waiting for the customer).
 */
export function PaymentRequestDialog(props: {
  policyGuid: string;
  policyNumber: string;
  premiumCents: number;
  currency: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('payments');
  const request = useRequestPayment();
  const titleId = useId();
  const key = useRef<string | null>(null);
  const [amount, setAmount] = useState(String(props.premiumCents / 100));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const money = (c: number) => formatMoney(c, props.currency, i18n.language);
  const result = request.data;

  const next = (e: React.FormEvent) => {
    e.preventDefault();
    const cents = toCents(amount);
    const parsed = paymentRequestInput.safeParse({ policy_guid: props.policyGuid, amount_cents: cents });
    if (Number.isNaN(cents) || !parsed.success) return setError(t('requests.amountError'));
    setError(undefined);
    setConfirming(cents);
  };
  const send = () => {
    if (confirming === null) return;
    key.current ??= newIdempotencyKey();
    request.mutate({ body: { policy_guid: props.policyGuid, amount_cents: confirming }, idempotencyKey: key.current });
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('requests.title')}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Alert
              severity={result.status === 'succeeded' ? 'success' : result.status === 'failed' ? 'error' : 'info'}
              role="status"
            >
              {t(`requests.result.${result.status}`, {
                amount: money(result.amount_cents),
                msisdn: result.msisdn,
                reason: result.failure_reason ?? '',
                reference: result.provider_reference ?? '',
              })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={props.onClose}>
              {t('requests.close')}
            </Button>
          </DialogActions>
        </>
      ) : confirming === null ? (
        <form noValidate onSubmit={next}>
          <DialogContent>
            <TextInput
              label={t('fields.amount', { currency: props.currency })}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                key.current = null;
              }}
              inputMode="decimal"
              error={error}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('app:actions.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('premiumForm.next')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent>
            {Boolean(request.error) && (
              <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                {errorText(request.error, t('requests.failed'))}
              </Alert>
            )}
            <Alert severity="info">
              {t('requests.confirmText', { amount: money(confirming), number: props.policyNumber })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>{t('premiumForm.back')}</Button>
            <Button variant="contained" onClick={send} disabled={request.isPending}>
              {t('requests.send')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
