import { LANGUAGES } from '@coverdesk/contract/common/constants';
import {
  type Partner,
  type PartnerInput,
  partnerInput,
  partnerUpdate,
} from '@coverdesk/contract/partners/partners.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCountryOptions } from '../api/list-countries.ts';

type Values = z.input<typeof partnerUpdate>;
const TEXT_FIELDS = ['insurer', 'service_name', 'ussd_code', 'whatsapp_number', 'call_centre_number'] as const;

const valuesOf = (p: Partner | null): Values => ({
  guid: p?.guid ?? '00000000-0000-4000-8000-000000000000',
  name: p?.name ?? '',
  code: p?.code ?? '',
  country: p?.country ?? '',
  default_language: p?.default_language ?? 'en',
  insurer: p?.insurer ?? '',
  service_name: p?.service_name ?? '',
  ussd_code: p?.ussd_code ?? '',
  whatsapp_number: p?.whatsapp_number ?? '',
  call_centre_number: p?.call_centre_number ?? '',
  active: p?.active ?? true,
});

/** Empty optional fields are sent as null (the contract's optional texts); the schema then checks the rest. */
const blankToNull = (v: Values): Values => {
  const out = { ...v };
  for (const f of TEXT_FIELDS) if (typeof out[f] === 'string' && !out[f]?.trim()) out[f] = null;
  return out;
};

/**
 * The partner's main fields. Creating validates with `partnerInput`, editing with `partnerUpdate` (adds `active`);
 * a taken code or an unknown country is answered by the server and shown on the form.
 */
export function PartnerForm(props: {
  partner: Partner | null;
  readOnly?: boolean;
  busy?: boolean;
  error?: unknown;
  errorFallback: string;
  onSubmit(values: PartnerInput & { active: boolean }): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('partners');
  const editing = props.partner;
  const countries = useCountryOptions();
  const schema = editing ? partnerUpdate : partnerInput;
  const { control, handleSubmit } = useForm<Values>({
    resolver: (values, ctx, opts) => zodResolver(schema as never)(blankToNull(values) as never, ctx, opts as never),
    defaultValues: valuesOf(editing),
  });
  const fieldErrors = fieldErrorsOf(props.error);
  const submit = handleSubmit((v) => {
    const { guid: _guid, ...rest } = v as Values;
    props.onSubmit({ ...(rest as PartnerInput), active: rest.active ?? true });
  });
  const text = (name: (typeof TEXT_FIELDS)[number] | 'name' | 'code', hint?: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`fields.${name}`)}
        serverError={fieldErrors[name]}
        helperText={hint}
        disabled={props.readOnly}
      />
    </Grid>
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {Boolean(props.error) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(props.error, props.errorFallback)}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        {text('name')}
        {text('code', t('hints.code'))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="country"
            label={t('fields.country')}
            serverError={fieldErrors.country}
            disabled={props.readOnly}
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.currency_code})` }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="default_language"
            label={t('fields.default_language')}
            disabled={props.readOnly}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`app:language.${l}`) }))}
          />
        </Grid>
        {text('insurer')}
        {text('service_name')}
        {text('ussd_code', t('hints.ussd_code'))}
        {text('whatsapp_number', t('hints.phone'))}
        {text('call_centre_number', t('hints.phone'))}
        {editing && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormCheckbox control={control} name="active" label={t('fields.active')} disabled={props.readOnly} />
          </Grid>
        )}
      </Grid>
      {!props.readOnly && (
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
