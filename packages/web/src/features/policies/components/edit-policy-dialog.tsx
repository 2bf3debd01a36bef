import { optionalText } from '@coverdesk/contract/common/ids';
import { type Policy, type PolicyUpdate, policyUpdate } from '@coverdesk/contract/policies/policies.schemas';
import type { ProductDetail } from '@coverdesk/contract/products/products.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useUpdatePolicy } from '../api/update-policy.ts';
import { BeneficiaryFields } from './beneficiary-fields.tsx';
import { type BeneficiaryValues, beneficiaryField, beneficiaryValues } from './beneficiary-schema.ts';

const editForm = policyUpdate.extend({ beneficiary: beneficiaryField, reason: optionalText(500) });
type Values = { beneficiary: BeneficiaryValues; premium_cents?: number; start_date?: string; reason: string };

/** Edit a policy: the beneficiary while it is in force; premium and start date only while pending (server rule). */
export function EditPolicyDialog({
  policy,
  product,
  onClose,
}: {
  policy: Policy;
  product: ProductDetail | undefined;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('policies');
  const update = useUpdatePolicy(policy.guid);
  const pending = policy.status === 'pending';
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof editForm>>({
    resolver: zodResolver(editForm) as never,
    defaultValues: {
      beneficiary: beneficiaryValues(policy.beneficiary),
      premium_cents: pending ? policy.premium_cents : undefined,
      start_date: pending ? policy.start_date : undefined,
      reason: '',
    },
  });
  const fieldControl = control as unknown as Control<Values>;
  const fieldErrors = fieldErrorsOf(update.error);
  const currency = product?.currency_code ?? 'USD';
  const premiums = (product?.premiums ?? []).filter((p) => p.active || p.amount_in_cents === policy.premium_cents);
  const submit = handleSubmit((v) => {
    const body: PolicyUpdate = { beneficiary: v.beneficiary, reason: v.reason };
    if (pending) {
      if (v.premium_cents !== policy.premium_cents) body.premium_cents = v.premium_cents;
      if (v.start_date !== policy.start_date) body.start_date = v.start_date;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify(t('updated', { number: policy.policy_number }), 'success');
        onClose();
      },
    });
  });
  return (
    <FormDialog
      title={t('editTitle', { number: policy.policy_number })}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {update.error && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('app:errors.errorEditingPolicy')}</AlertTitle>
          {errorText(update.error)}
        </Alert>
      )}
      {pending ? (
        <>
          <FormDateField
            control={fieldControl}
            name="start_date"
            label={t('fields.start_date')}
            serverError={fieldErrors.start_date}
          />
          <Controller
            control={control}
            name="premium_cents"
            render={({ field }) => (
              <TextField
                select
                label={t('fields.premium')}
                fullWidth
                margin="dense"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(Number(e.target.value))}
                error={Boolean(fieldErrors.premium_cents)}
                helperText={fieldErrors.premium_cents}
              >
                {premiums.every((p) => p.amount_in_cents !== policy.premium_cents) && (
                  <MenuItem value={policy.premium_cents}>
                    {formatMoney(policy.premium_cents, currency, i18n.language)}
                  </MenuItem>
                )}
                {premiums.map((p) => (
                  <MenuItem key={p.guid} value={p.amount_in_cents}>
                    {formatMoney(p.amount_in_cents, currency, i18n.language)}{' '}
                    {t(`per.${p.granularity}`, { defaultValue: p.granularity })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('hints.termsLocked')}
        </Typography>
      )}
      <BeneficiaryFields control={fieldControl} errors={fieldErrors} />
      <FormTextField control={fieldControl} name="reason" label={t('fields.reason')} serverError={fieldErrors.reason} />
    </FormDialog>
  );
}
