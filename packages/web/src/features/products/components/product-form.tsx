import {
  CARDINALITIES,
  COVER_TYPES,
  GRANULARITIES,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
} from '@coverdesk/contract/products/products.constants';
import { type Product, type ProductInput, productInput } from '@coverdesk/contract/products/products.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';

type Values = z.input<typeof productInput>;
const NUMBERS = [
  'minimum_age',
  'maximum_age',
  'cool_off_hours',
  'waiting_days',
  'min_hospital_days',
  'max_hospital_days',
  'eligibility_threshold',
  'debit_grace_days',
] as const;

const EMPTY: Values = {
  code: '',
  name: '',
  type: 'hospital',
  paid: true,
  cover_type: 'individual',
  granularity: 'monthly',
  cardinality: 'principal_only',
  payment_method: 'strike_money',
  minimum_age: 18,
  maximum_age: 65,
  cool_off_hours: 0,
  waiting_days: 0,
  min_hospital_days: 0,
  max_hospital_days: 0,
  eligibility_threshold: 0,
  debit_grace_days: 0,
  hospital_benefit_amount: 0,
  fixed_indemnity_amount: 0,
  active: true,
};

const valuesOf = (p: Product): Values => {
  const out = { ...EMPTY };
  for (const k of Object.keys(EMPTY) as (keyof Values)[]) (out as Record<string, unknown>)[k] = p[k as keyof Product];
  return out;
};

/** A product's main fields, validated by the contract's `productInput` (ages and hospital days ranges). */
export function ProductForm(props: {
  product: Product | null;
  currency: string;
  readOnly?: boolean;
  busy?: boolean;
  error?: unknown;
  errorFallback: string;
  onSubmit(values: ProductInput): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('products');
  const { control, handleSubmit } = useForm<Values, unknown, ProductInput>({
    resolver: zodResolver(productInput),
    defaultValues: props.product ? valuesOf(props.product) : EMPTY,
  });
  const fieldErrors = fieldErrorsOf(props.error);
  const ro = props.readOnly;
  const select = (
    name: 'type' | 'cover_type' | 'granularity' | 'cardinality' | 'payment_method',
    values: readonly string[],
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <FormSelectField
        control={control}
        name={name}
        label={t(`fields.${name}`)}
        serverError={fieldErrors[name]}
        disabled={ro}
        options={values.map((v) => ({ value: v, label: t(`values.${name}.${v}`) }))}
      />
    </Grid>
  );
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(props.onSubmit)}>
      {Boolean(props.error) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(props.error, props.errorFallback)}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField
            control={control}
            name="code"
            label={t('fields.code')}
            serverError={fieldErrors.code}
            disabled={ro}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 8 }}>
          <FormTextField
            control={control}
            name="name"
            label={t('fields.name')}
            serverError={fieldErrors.name}
            disabled={ro}
          />
        </Grid>
        {select('type', PRODUCT_TYPES)}
        {select('cover_type', COVER_TYPES)}
        {select('granularity', GRANULARITIES)}
        {select('cardinality', CARDINALITIES)}
        {select('payment_method', PAYMENT_METHODS)}
        {NUMBERS.map((n) => (
          <Grid size={{ xs: 6, md: 3 }} key={n}>
            <FormTextField
              control={control}
              name={n}
              type="number"
              label={t(`fields.${n}`)}
              serverError={fieldErrors[n]}
              disabled={ro}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={control}
            name="fixed_indemnity_amount"
            currency={props.currency}
            label={t('fields.fixed_indemnity_amount')}
            helperText={t('hints.fixed_indemnity_amount')}
            serverError={fieldErrors.fixed_indemnity_amount}
            disabled={ro}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={control}
            name="hospital_benefit_amount"
            currency={props.currency}
            label={t('fields.hospital_benefit_amount')}
            serverError={fieldErrors.hospital_benefit_amount}
            disabled={ro}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox control={control} name="paid" label={t('fields.paid')} disabled={ro} />
          <FormCheckbox control={control} name="active" label={t('fields.active')} disabled={ro} />
        </Grid>
      </Grid>
      {!ro && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          {props.onCancel && <Button onClick={props.onCancel}>{t('app:actions.cancel')}</Button>}
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('app:actions.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
