import {
  PAYMENT_STATUSES,
  type Payment,
  type PaymentCorrectionInput,
  paymentCorrectionInput,
} from '@coverdesk/contract/payments/payments.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCorrectPayment } from '../api/correct-payment.ts';

type Values = z.input<typeof paymentCorrectionInput>;

/**
 * Correct a payment (`PUT payments/{guid}`): status, the operator's status and message, and the reason (required,
 * kept in the audit trail). Says what the change does to the policy before it is saved: a payment that stops or starts
 * counting as paid moves the policy's standing.
 */
export function PaymentCorrectionDialog({ payment, onClose }: { payment: Payment; onClose(): void }) {
  const { t } = useTranslation('payments');
  const correct = useCorrectPayment(payment.guid);
  const [checked, setChecked] = useState(false);
  const { control, handleSubmit, watch } = useForm<Values, unknown, PaymentCorrectionInput>({
    resolver: zodResolver(paymentCorrectionInput),
    defaultValues: {
      status: payment.status as PaymentCorrectionInput['status'],
      mno_status: payment.mno_status ?? '',
      mno_message: payment.mno_message ?? '',
      reason: '',
    },
  });
  const status = watch('status');
  const effect =
    payment.status === 'succeeded' && status !== 'succeeded'
      ? 'stopsCounting'
      : payment.status !== 'succeeded' && status === 'succeeded'
        ? 'startsCounting'
        : 'noMoney';
  const server = fieldErrorsOf(correct.error);
  const submit = handleSubmit((v) => {
    if (!checked) return setChecked(true);
    correct.mutate(
      { ...v, mno_status: v.mno_status || null, mno_message: v.mno_message || null },
      {
        onSuccess: (p) => {
          notify(t('correction.done', { status: t(`status.${p.status}`) }), 'success');
          onClose();
        },
      },
    );
  });
  return (
    <FormDialog
      title={t('correction.title', { reference: payment.mno_reference })}
      busy={correct.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={correct.error}
      errorFallback={t('correction.failed')}
    >
      <FormSelectField
        control={control}
        name="status"
        label={t('fields.status')}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        serverError={server.status}
      />
      <FormTextField
        control={control}
        name="mno_status"
        label={t('fields.mno_status')}
        serverError={server.mno_status}
      />
      <FormTextField
        control={control}
        name="mno_message"
        label={t('fields.mno_message')}
        serverError={server.mno_message}
      />
      <FormTextField
        control={control}
        name="reason"
        label={t('correction.reason')}
        multiline
        minRows={2}
        serverError={server.reason}
      />
      {checked && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {t(`correction.effect.${effect}`)} {t('correction.confirmAgain')}
        </Alert>
      )}
    </FormDialog>
  );
}
