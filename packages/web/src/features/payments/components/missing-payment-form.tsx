import { type MissingPaymentInput, missingPaymentInput } from '@coverdesk/contract/payments/payments.schemas';
import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import { todayIso } from '@coverdesk/contract/policies/policy-periods';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { useValidationText } from '../../../components/form-text-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreateMissingPayment } from '../api/create-missing-payment.ts';

interface Values {
  amount: string;
  effected_date: string;
  mno_reference: string;
}
type Errors = Partial<Record<keyof Values | 'policy_guid', string>>;

/** Currency units as typed ("150", "150.50" or "150,50") to cents; NaN when it is not an amount. */
export function toCents(amount: string): number {
  const s = amount.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(s) ? Math.round(Number(s) * 100) : Number.NaN;
}

/**
 * Validates with the contract's `missingPaymentInput` and the partner's minimum (the amount must be greater).
 * Answers the body to send, or the field errors as validation keys.
 */
export function validateMissingPayment(
  policyGuid: string | undefined,
  v: Values,
  minimum: number,
): { body?: MissingPaymentInput; errors: Errors } {
  const cents = toCents(v.amount);
  const parsed = missingPaymentInput.safeParse({
    policy_guid: policyGuid ?? '',
    amount_cents: Number.isNaN(cents) ? undefined : cents,
    effected_date: v.effected_date,
    mno_reference: v.mno_reference,
  });
  const errors: Errors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'amount_cents' ? 'amount' : (issue.path[0] as keyof Errors);
      errors[field] ??= v[field as keyof Values] === '' ? 'required' : issue.message;
    }
  if (v.amount.trim() === '') errors.amount = 'required';
  else if (Number.isNaN(cents)) errors.amount = 'amount';
  else if (cents <= minimum * 100) errors.amount = 'amount_min';
  if (v.effected_date > todayIso(new Date())) errors.effected_date = 'date_future';
  return Object.keys(errors).length === 0 && parsed.success ? { body: parsed.data, errors } : { errors };
}

/** Enter a missing payment for a policy; confirms first, and one Idempotency-Key per submission. */
export function MissingPaymentForm({
  policy,
  minimum,
  currency,
  onDone,
}: {
  policy: Policy | undefined;
  minimum: number;
  currency: string;
  onDone(paymentGuid: string): void;
}) {
  const { t, i18n } = useTranslation('payments');
  const validationText = useValidationText();
  const create = useCreateMissingPayment();
  const [values, setValues] = useState<Values>({ amount: '', effected_date: todayIso(new Date()), mno_reference: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<MissingPaymentInput | null>(null);
  const key = useRef<string | null>(null);
  const server = fieldErrorsOf(create.error);
  const minText = formatMoney(minimum * 100, currency, i18n.language);
  const text = (field: keyof Errors) => {
    const e = errors[field];
    if (!e) return server[field === 'amount' ? 'amount_cents' : field];
    if (e === 'amount_min') return t('errors.amount_min', { min: minText });
    if (e === 'amount' || e === 'date_future' || e === 'policy') return t(`errors.${e}`);
    return validationText(e);
  };
  const change = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    key.current = null; // new values: a new submission
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const r = validateMissingPayment(policy?.guid, values, minimum);
    if (!policy) r.errors.policy_guid = 'policy';
    setErrors(r.errors);
    if (r.body && policy) setConfirming(r.body);
  };
  const pay = () => {
    if (!confirming) return;
    key.current ??= newIdempotencyKey();
    create.mutate(
      { body: confirming, idempotencyKey: key.current },
      {
        onSuccess: (p) => onDone(p.guid),
        onSettled: () => setConfirming(null),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('newTitle')}>
      <Stack spacing={1} sx={{ maxWidth: 600 }}>
        {errors.policy_guid && <Alert severity="error">{t('errors.policy')}</Alert>}
        {create.error && (
          <Alert severity="error" role="alert">
            {errorText(create.error, t('createFailed'))}
          </Alert>
        )}
        <TextInput
          label={t('fields.amount', { currency })}
          value={values.amount}
          onChange={change('amount')}
          inputMode="decimal"
          helperText={t('hints.amount', { min: minText })}
          error={text('amount')}
        />
        <DateField
          label={t('fields.effected_date')}
          value={values.effected_date}
          onChange={(v) => change('effected_date')({ target: { value: v } })}
          fullWidth
          margin="dense"
          error={Boolean(text('effected_date'))}
          helperText={text('effected_date')}
        />
        <TextInput
          label={t('fields.mno_reference')}
          value={values.mno_reference}
          onChange={change('mno_reference')}
          error={text('mno_reference')}
        />
        <Button type="submit" variant="contained" disabled={create.isPending || !policy}>
          {t('record')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={Boolean(confirming)}
        title={t('confirmTitle')}
        text={t('confirmText', {
          amount: confirming ? formatMoney(confirming.amount_cents, currency, i18n.language) : '',
          number: policy?.policy_number ?? '',
          reference: confirming?.mno_reference ?? '',
        })}
        confirmLabel={t('record')}
        busy={create.isPending}
        onConfirm={pay}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
