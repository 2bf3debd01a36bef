import { optionalText } from '@coverdesk/contract/common/ids';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import { ageOn, todayIso } from '@coverdesk/contract/policies/policy-periods';
import { type Quotation, quotationInput } from '@coverdesk/contract/policies/quotations.schemas';
import type { Product } from '@coverdesk/contract/products/products.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { useProduct } from '../../../app/queries/get-product.ts';
import { DateText } from '../../../components/date-text.tsx';
import { FieldList } from '../../../components/field-list.tsx';
import { FormTextField, useValidationText } from '../../../components/form-text-field.tsx';
import { FormColumns } from '../../../components/forms/form-columns.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { Money } from '../../../components/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { useActiveProducts } from '../api/list-products.ts';
import { usePurchaseQuotation } from '../api/purchase-quotation.ts';
import { BeneficiaryFields } from './beneficiary-fields.tsx';
import { type BeneficiaryValues, beneficiaryField, NO_BENEFICIARY } from './beneficiary-schema.ts';
import { benefitOf } from './benefit.ts';
import { useBenefitPaid } from './benefit-paid.ts';
import { OpenQuotations } from './open-quotations.tsx';

const buyForm = quotationInput.extend({ beneficiary: beneficiaryField, branch: optionalText(100) });
type Values = { customer_guid: string; product_guid: string; premium_cents?: number; start_date: string } & {
  beneficiary: BeneficiaryValues;
  branch: string;
};
type Parsed = z.output<typeof buyForm>;

/** Products the customer may buy on a date: active, and the customer's age within the product's minimum and maximum. */
export function eligibleProducts(products: Product[], dateOfBirth: string | null, startDate: string) {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return [];
  const age = ageOn(dateOfBirth, startDate);
  return products.filter((p) => p.active && age >= p.minimum_age && age <= p.maximum_age);
}

/** Buy a policy: product, premium (with the cover it buys), start date, beneficiary; a quotation first, then purchase. */
export function BuyPolicyForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const validationText = useValidationText();
  const products = useActiveProducts();
  const quote = useCreateQuotation();
  const purchase = usePurchaseQuotation();
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [premiumGuid, setPremiumGuid] = useState('');
  // The quotation replaces the form: its Purchase button takes the focus (autoFocus), and "Change quotation" gives
  // it back to the form's button, so a keyboard user is never left on a button that has gone.
  const quoteButton = useRef<HTMLButtonElement>(null);
  const hadQuotation = useRef(false);
  useEffect(() => {
    if (!quotation && hadQuotation.current) quoteButton.current?.focus();
    hadQuotation.current = Boolean(quotation);
  }, [quotation]);
  const { control, handleSubmit, setValue, getValues } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(buyForm) as never,
    defaultValues: {
      customer_guid: customer.guid,
      product_guid: '',
      premium_cents: undefined,
      start_date: todayIso(new Date()),
      beneficiary: NO_BENEFICIARY,
      branch: '',
    },
  });
  const fieldControl = control as unknown as Control<Values>;
  const [productGuid, startDate] = useWatch({ control, name: ['product_guid', 'start_date'] });
  const product = useProduct(productGuid || undefined);
  const eligible = eligibleProducts(products.data ?? [], customer.date_of_birth, startDate);
  const premiums = (product.data?.premiums ?? []).filter((p) => p.active);
  const chosen = premiums.find((p) => p.guid === premiumGuid);
  const currency = product.data?.currency_code ?? 'USD';
  const paid = useBenefitPaid(currency);
  const age = customer.date_of_birth && startDate.length === 10 ? ageOn(customer.date_of_birth, startDate) : null;
  const fieldErrors = fieldErrorsOf(quote.error);

  const reset = () => {
    setQuotation(null);
    purchase.reset();
  };

  const submitQuote = handleSubmit((v) =>
    quote.mutate(
      {
        customer_guid: v.customer_guid,
        product_guid: v.product_guid,
        start_date: v.start_date,
        premium_cents: v.premium_cents,
      },
      { onSuccess: setQuotation },
    ),
  );

  const buy = () => {
    if (!quotation) return;
    const parsed = buyForm.safeParse(getValues());
    const beneficiary = parsed.success ? parsed.data.beneficiary : null;
    const branch = parsed.success ? parsed.data.branch : null;
    purchase.mutate(
      { quotation_guid: quotation.guid, beneficiary, branch },
      {
        onSuccess: (p) => {
          notify(t('bought', { number: p.policy_number }), 'success');
          navigate(`/policies/${p.guid}`);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FieldList
          items={[
            { label: t('fields.customer'), value: customer.full_name },
            { label: t('fields.msisdn'), value: customer.msisdn },
            { label: t('fields.date_of_birth'), value: <DateText value={customer.date_of_birth} /> },
            { label: t('fields.age_on_start'), value: age },
          ]}
        />
      </Paper>
      {!quotation && (
        <OpenQuotations
          customerGuid={customer.guid}
          products={products.data ?? []}
          onUse={(q) => {
            setValue('product_guid', q.product_guid);
            setQuotation(q);
          }}
        />
      )}
      {!customer.date_of_birth && (
        <Alert severity="warning" role="status">
          {t('noDateOfBirth')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submitQuote} hidden={Boolean(quotation)}>
        <FormColumns>
          <FormDateField
            control={fieldControl}
            name="start_date"
            label={t('fields.start_date')}
            serverError={fieldErrors.start_date}
          />
          <Controller
            control={control}
            name="product_guid"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={t('fields.product')}
                fullWidth
                margin="dense"
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setPremiumGuid('');
                  setValue('premium_cents', undefined);
                }}
                error={Boolean(fieldState.error || fieldErrors.product_guid)}
                helperText={
                  validationText(fieldState.error?.message) ??
                  fieldErrors.product_guid ??
                  (products.isSuccess && eligible.length === 0 ? t('noEligibleProduct') : t('hints.product'))
                }
              >
                {eligible.map((p) => (
                  <MenuItem key={p.guid} value={p.guid}>
                    {t('productOption', { name: p.name, code: p.code, min: p.minimum_age, max: p.maximum_age })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="premium_cents"
            render={({ fieldState }) => (
              <TextField
                select
                label={t('fields.premium')}
                fullWidth
                margin="dense"
                value={premiumGuid}
                disabled={!product.data}
                onChange={(e) => {
                  const p = premiums.find((x) => x.guid === e.target.value);
                  setPremiumGuid(e.target.value);
                  setValue('premium_cents', p?.amount_in_cents, { shouldValidate: true });
                }}
                error={Boolean(fieldState.error || fieldErrors.premium_cents)}
                helperText={
                  (fieldState.error ? t('choosePremium') : undefined) ??
                  fieldErrors.premium_cents ??
                  (product.data && premiums.length === 0 ? t('noPremium') : undefined)
                }
              >
                {product.data &&
                  premiums.map((p) => (
                    <MenuItem key={p.guid} value={p.guid}>
                      <PremiumLabel premium={p} product={product.data} currency={currency} />
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
          <FormTextField control={fieldControl} name="branch" label={t('fields.branch')} />
        </FormColumns>
        {chosen && product.data && (
          <Alert severity="info" role="status" sx={{ my: 1 }}>
            <CoverText premium={chosen} product={product.data} currency={currency} />
          </Alert>
        )}
        <BeneficiaryFields control={fieldControl} />
        {quote.error && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            <AlertTitle>{t('quoteFailed')}</AlertTitle>
            {errorText(quote.error)}
          </Alert>
        )}
        <Button ref={quoteButton} type="submit" variant="contained" disabled={quote.isPending} sx={{ mt: 1 }}>
          {t('getQuotation')}
        </Button>
      </Box>
      {quotation && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="quotation-title">
          <Typography variant="h6" component="h2" id="quotation-title" gutterBottom>
            {t('quotation.title')}
          </Typography>
          <FieldList
            items={[
              { label: t('fields.product'), value: product.data?.name },
              {
                label: t('fields.premium'),
                value: (
                  <>
                    <Money cents={quotation.premium_cents} currency={currency} />{' '}
                    {t(`per.${quotation.granularity}`, { defaultValue: quotation.granularity })}
                  </>
                ),
              },
              {
                label: t('fields.benefit'),
                value: (
                  <>
                    <Money cents={quotation.benefit_cents} currency={currency} /> {paid(product.data)}
                  </>
                ),
              },
              { label: t('fields.start_date'), value: <DateText value={quotation.start_date} /> },
              { label: t('fields.beneficiary'), value: beneficiaryText(getValues('beneficiary')) },
            ]}
          />
          {purchase.error && (
            <Alert severity="error" role="alert" sx={{ my: 1 }}>
              <AlertTitle>{t('app:errors.errorPurchasingPolicy')}</AlertTitle>
              {errorText(purchase.error)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" onClick={buy} disabled={purchase.isPending} autoFocus>
              {t('purchase')}
            </Button>
            <Button onClick={reset}>{t('changeQuotation')}</Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

const beneficiaryText = (b: BeneficiaryValues) =>
  [b.name, b.relationship, b.msisdn, b.national_id].filter((x) => x.trim() !== '').join(', ');

type PremiumLike = { amount_in_cents: number; granularity: string; quantity: number };

function PremiumLabel({ premium, product, currency }: { premium: PremiumLike; product: Product; currency: string }) {
  const { t } = useTranslation('policies');
  return (
    <span>
      <Money cents={premium.amount_in_cents} currency={currency} />{' '}
      {t(`per.${premium.granularity}`, { defaultValue: premium.granularity })} — {t('fields.benefit')}{' '}
      <Money cents={benefitOf(premium, product).benefit_in_cents} currency={currency} />
      {/* Two premiums of one amount differ by their quantity (SPEC §9): say it. */}
      {premium.quantity > 0 && <> — {t('premiumQuantity', { count: premium.quantity })}</>}
    </span>
  );
}

/** What the customer pays and receives for the chosen premium, and why (which side of the rule won). */
function CoverText({ premium, product, currency }: { premium: PremiumLike; product: Product; currency: string }) {
  const { t } = useTranslation('policies');
  const paid = useBenefitPaid(currency);
  const b = benefitOf(premium, product);
  const per = t(`per.${premium.granularity}`, { defaultValue: premium.granularity });
  return (
    <span>
      {t('cover.pays')} <Money cents={premium.amount_in_cents} currency={currency} /> {per}. {t('cover.receives')}{' '}
      <Money cents={b.benefit_in_cents} currency={currency} /> {paid(product)} ({t(`cover.basis.${b.basis}`)}).{' '}
      {t(`cover.type.${product.cover_type}`, { defaultValue: product.cover_type })}
    </span>
  );
}
