import { cancelQuery, type Policy } from '@coverdesk/contract/policies/policies.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCancelPolicy } from '../api/cancel-policy.ts';
import { useRefundStatement } from './refund-statement.tsx';

/** Cancel with a reason, after reading what the customer gets back; the dialog is the confirmation. */
export function CancelPolicyDialog({
  policy,
  coolOffHours,
  paidCents,
  currency,
  onClose,
}: {
  policy: Policy;
  coolOffHours: number | undefined;
  paidCents: number | undefined;
  currency: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('policies');
  const cancel = useCancelPolicy(policy.guid);
  const statement = useRefundStatement(policy, coolOffHours, paidCents, currency);
  const { control, handleSubmit } = useForm<{ reason: string }>({
    resolver: zodResolver(cancelQuery),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((v) =>
    cancel.mutate(v.reason, {
      onSuccess: (c) => {
        notify(
          t('cancelled', {
            number: policy.policy_number,
            amount: formatMoney(c.refund_cents, currency, i18n.language),
          }),
          'success',
        );
        onClose();
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-policy-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="cancel-policy-title">{t('cancelTitle', { number: policy.policy_number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cancelText')}</DialogContentText>
          <Alert severity="warning" role="status" sx={{ my: 1 }}>
            {statement ?? t('refund.loading')}
          </Alert>
          {cancel.error && (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('app:errors.errorCancellingPolicy')}</AlertTitle>
              {errorText(cancel.error)}
            </Alert>
          )}
          <FormTextField control={control} name="reason" label={t('fields.cancel_reason')} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('keepPolicy')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={cancel.isPending || !statement}>
            {t('cancelPolicy')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
