import { GROUP_TYPES, type Group, groupInput } from '@coverdesk/contract/groups/groups.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useGroupProducts } from '../api/group-products.ts';
import { useSaveGroup } from '../api/save-group.ts';

type Values = z.input<typeof groupInput>;
const today = () => new Date().toISOString().slice(0, 10);

/** Pre-register a group (or change one): its product open to groups, the premium each principal pays, its contact. */
export function GroupFormDialog(props: { group?: Group; onClose(): void; onSaved?(group: Group): void }) {
  const { t, i18n } = useTranslation('groups');
  const editing = props.group;
  const save = useSaveGroup();
  const products = useGroupProducts();
  const canSeeProducts = usePermissions().has('products.read');
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof groupInput>>({
    resolver: zodResolver(groupInput),
    defaultValues: editing
      ? {
          name: editing.name,
          group_type: editing.group_type as Values['group_type'],
          product_guid: editing.product_guid,
          premium_cents: editing.premium_cents,
          start_date: editing.start_date,
          contact_name: editing.contact_name,
          contact_msisdn: editing.contact_msisdn,
          contact_email: editing.contact_email,
        }
      : { name: '', group_type: 'cooperative', start_date: today(), contact_name: '', contact_msisdn: '' },
  });
  const premium = useController({ control, name: 'premium_cents' });
  const currency = usePartnerCurrency();
  const productGuid = useWatch({ control, name: 'product_guid' });
  const product = products.data?.find((p) => p.guid === productGuid);
  const errors = fieldErrorsOf(save.error);
  const submit = handleSubmit((v) =>
    save.mutate(
      { ...v, guid: editing?.guid },
      {
        onSuccess: (g) => {
          notify(t(editing ? 'form.updated' : 'form.created', { name: g.name }), 'success');
          props.onSaved?.(g);
          props.onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
      error={save.error}
      errorFallback={t('form.failed')}
    >
      {products.data?.length === 0 && (
        // No dead end: nothing to choose, so say why and where a product is opened to groups.
        <Alert severity="info" role="status">
          {t('form.noGroupProduct')}{' '}
          {canSeeProducts && (
            <Link component={RouterLink} to="/products">
              {t('form.openProducts')}
            </Link>
          )}
        </Alert>
      )}
      <FormTextField control={control} name="name" label={t('fields.name')} serverError={errors.name} autoFocus />
      <FormSelectField
        control={control}
        name="group_type"
        label={t('fields.group_type')}
        options={GROUP_TYPES.map((g) => ({ value: g, label: t(`types.${g}`) }))}
        serverError={errors.group_type}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="product_guid"
          label={t('fields.product')}
          options={(products.data ?? []).map((p) => ({ value: p.guid, label: p.name }))}
          serverError={errors.product_guid}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('fields.premium')}
          disabled={!product}
          value={premium.field.value ?? ''}
          onChange={(e) => premium.field.onChange(Number(e.target.value))}
          error={Boolean(premium.fieldState.error || errors.premium_cents)}
          helperText={premium.fieldState.error ? t('form.premiumRequired') : errors.premium_cents}
        >
          {(product?.premiums ?? []).map((p) => (
            <MenuItem key={`${p.amount_in_cents}-${p.granularity}`} value={p.amount_in_cents}>
              {formatMoney(p.amount_in_cents, currency, i18n.language)} /{' '}
              {t(`granularity.${p.granularity}`, { defaultValue: p.granularity })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormDateField
        control={control}
        name="start_date"
        label={t('fields.start_date')}
        serverError={errors.start_date}
      />
      <FormTextField
        control={control}
        name="contact_name"
        label={t('fields.contact_name')}
        serverError={errors.contact_name}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="contact_msisdn"
          label={t('fields.contact_msisdn')}
          serverError={errors.contact_msisdn}
        />
        <FormTextField
          control={control}
          name="contact_email"
          label={t('fields.contact_email')}
          serverError={errors.contact_email}
        />
      </Stack>
    </FormDialog>
  );
}
