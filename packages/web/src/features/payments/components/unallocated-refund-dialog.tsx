import type { UnallocatedMoney } from '@coverdesk/contract/payments/unallocated.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRefundUnallocated } from '../api/unallocated.ts';

/**
 * Mark unallocated money for refund to the payer, with the reason (kept in the audit trail). The dialog says what will
 * happen before it is confirmed: the money is applied to no policy and waits to be paid back.
 */
export function UnallocatedRefundDialog({ entry, onClose }: { entry: UnallocatedMoney; onClose(): void }) {
  const { t, i18n } = useTranslation('payments');
  const titleId = useId();
  const refund = useRefundUnallocated(entry.guid);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = formatMoney(entry.amount_cents, entry.currency, i18n.language);
  const missing = touched && !reason.trim();
  const server = fieldErrorsOf(refund.error);
  const submit = () => {
    setTouched(true);
    if (!reason.trim()) return;
    refund.mutate(
      { reason: reason.trim() },
      {
        onSuccess: () => {
          notify(t('unallocated.refunded', { amount }), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('unallocated.refundTitle', { reference: entry.mno_reference })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('unallocated.refundText', {
              amount,
              payer: [entry.payer_name, entry.payer_msisdn].filter(Boolean).join(', ') || t('unallocated.noPayer'),
            })}
          </DialogContentText>
          <TextInput
            label={t('unallocated.refundReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            error={server.reason ?? (missing ? t('unallocated.reasonRequired') : undefined)}
          />
          {Boolean(refund.error) && !server.reason && (
            <Alert severity="error" role="alert">
              {errorText(refund.error, t('unallocated.refundFailed'))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app:actions.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={submit} disabled={refund.isPending}>
          {t('unallocated.confirmRefund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
