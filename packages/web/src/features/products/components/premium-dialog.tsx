import { benefitForPremium } from '@coverdesk/contract/products/benefit-rule';
import { GRANULARITIES, type Granularity } from '@coverdesk/contract/products/products.constants';
import {
  type Product,
  type ProductPremium,
  type ProductPremiumInput,
  productPremiumInput,
} from '@coverdesk/contract/products/products.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSavePremium } from '../api/save-premium.ts';

type Values = z.input<typeof productPremiumInput>;

/** The benefit the typed premium would buy under this product (SPEC §9, the contract's rule), or null while invalid. */
function previewBenefit(product: Product, v: Partial<Values>) {
  try {
    return benefitForPremium({
      amount_in_cents: v.amount_in_cents as number,
      granularity: v.granularity as Granularity,
      quantity: v.quantity ?? 1,
      fixed_indemnity_in_cents: product.fixed_indemnity_amount,
      product_granularity: product.granularity as Granularity,
    });
  } catch {
    return null;
  }
}

/** Add or change a premium: amount (typed in currency units, sent in cents), granularity, quantity, active. */
export function PremiumDialog(props: { product: Product; premium: ProductPremium | null; onClose(): void }) {
  const { t } = useTranslation('products');
  const { product, premium } = props;
  const currency = product.currency_code ?? '';
  const save = useSavePremium();
  const { control, handleSubmit } = useForm<Values, unknown, ProductPremiumInput>({
    resolver: zodResolver(productPremiumInput),
    defaultValues: {
      product_guid: product.guid,
      amount_in_cents: premium?.amount_in_cents,
      granularity: (premium?.granularity as Granularity) ?? (product.granularity as Granularity),
      quantity: premium?.quantity ?? 1,
      active: premium?.active ?? true,
    },
  });
  const watched = useWatch({ control });
  const preview = previewBenefit(product, watched);
  const fieldErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((v) =>
    save.mutate(
      { ...v, guid: premium?.guid },
      {
        onSuccess: () => {
          notify(t(premium ? 'premiums.updated' : 'premiums.created'), 'success');
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t(premium ? 'premiums.editTitle' : 'premiums.createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={save.error}
      errorFallback={t('premiums.saveFailed')}
    >
      <FormMoneyField
        control={control}
        name="amount_in_cents"
        currency={currency}
        label={t('premiums.amount')}
        serverError={fieldErrors.amount_in_cents}
      />
      <FormSelectField
        control={control}
        name="granularity"
        label={t('fields.granularity')}
        serverError={fieldErrors.granularity}
        options={GRANULARITIES.map((g) => ({ value: g, label: t(`values.granularity.${g}`) }))}
      />
      <FormTextField
        control={control}
        name="quantity"
        type="number"
        label={t('premiums.quantity')}
        serverError={fieldErrors.quantity}
      />
      <FormCheckbox control={control} name="active" label={t('fields.active')} />
      <Typography role="status" sx={{ mt: 1 }}>
        {preview ? (
          <>
            {t('premiums.benefitPreview')} <Money cents={preview.benefit_in_cents} currency={currency} /> (
            {t(`premiums.basis.${preview.basis}`)})
          </>
        ) : (
          t('premiums.benefitUnknown')
        )}
      </Typography>
    </FormDialog>
  );
}
