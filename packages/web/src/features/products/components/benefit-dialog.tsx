import { BENEFIT_TYPES, type BenefitType } from '@coverdesk/contract/products/products.constants';
import {
  type Benefit,
  type BenefitInput,
  benefitInput,
  type Product,
} from '@coverdesk/contract/products/products.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSaveBenefit } from '../api/save-benefit.ts';

type Values = z.input<typeof benefitInput>;

/**
 * Add or change a benefit. Fixed indemnity: a name and an amount; variable indemnity adds the reimbursement limit;
 * cashback adds the share of premiums returned. The type is chosen when adding and fixed afterwards.
 */
export function BenefitDialog(props: { product: Product; benefit: Benefit | null; onClose(): void }) {
  const { t } = useTranslation('products');
  const { product, benefit } = props;
  const [type, setType] = useState<BenefitType>(benefit?.benefit_type ?? 'fixed_indemnity');
  const save = useSaveBenefit();
  const { control, handleSubmit } = useForm<Values, unknown, BenefitInput>({
    resolver: zodResolver(benefitInput),
    defaultValues: {
      product_guid: product.guid,
      name: benefit?.name ?? '',
      amount_benefit: benefit?.amount_benefit,
      max_amount: benefit?.max_amount ?? null,
      cashback_percentage: benefit?.cashback_percentage ?? null,
    },
  });
  const fieldErrors = fieldErrorsOf(save.error);
  const currency = product.currency_code ?? '';
  const submit = handleSubmit((v) =>
    save.mutate(
      {
        ...v,
        max_amount: type === 'variable_indemnity' ? v.max_amount : null,
        cashback_percentage: type === 'cashback_indemnity' ? v.cashback_percentage : null,
        type,
        guid: benefit?.guid,
      },
      {
        onSuccess: () => {
          notify(t(benefit ? 'benefits.updated' : 'benefits.created', { name: v.name }), 'success');
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t(benefit ? 'benefits.editTitle' : 'benefits.createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={save.error}
      errorFallback={t('benefits.saveFailed')}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('benefits.type')}
        value={type}
        disabled={Boolean(benefit)}
        onChange={(e) => setType(e.target.value as BenefitType)}
      >
        {BENEFIT_TYPES.map((b) => (
          <MenuItem key={b} value={b}>
            {t(`values.benefit_type.${b}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormTextField control={control} name="name" label={t('fields.name')} serverError={fieldErrors.name} />
      <FormMoneyField
        control={control}
        name="amount_benefit"
        currency={currency}
        label={t('benefits.amount')}
        serverError={fieldErrors.amount_benefit}
      />
      {type === 'variable_indemnity' && (
        <FormMoneyField
          control={control}
          name="max_amount"
          currency={currency}
          label={t('benefits.max_amount')}
          serverError={fieldErrors.max_amount}
        />
      )}
      {type === 'cashback_indemnity' && (
        <FormTextField
          control={control}
          name="cashback_percentage"
          type="number"
          label={t('benefits.cashback_percentage')}
          serverError={fieldErrors.cashback_percentage}
        />
      )}
    </FormDialog>
  );
}
