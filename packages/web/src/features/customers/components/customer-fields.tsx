import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormColumns } from '../../../components/forms/form-columns.tsx';
import { CheckboxField, FormField } from './form-field.tsx';
import { PersonField } from './person-field.tsx';

/** The form values of a customer (SPEC §3 Customer), for registration and editing. */
export interface CustomerFormValues {
  msisdn: string;
  full_name: string;
  date_of_birth: string | null;
  national_id: string | null;
  external_identifier: string | null;
  language: 'en' | 'fr';
  gender: 'male' | 'female' | null;
  town: string | null;
  address: string | null;
  beneficiary_name: string | null;
  beneficiary_msisdn: string | null;
  is_agent: boolean;
  has_bank_account: boolean;
  loyalty_opt_in: boolean;
  status?: 'active' | 'inactive';
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  msisdn: '',
  full_name: '',
  date_of_birth: null,
  national_id: '',
  external_identifier: '',
  language: 'en',
  gender: null,
  town: '',
  address: '',
  beneficiary_name: '',
  beneficiary_msisdn: '',
  is_agent: false,
  has_bank_account: false,
  loyalty_opt_in: false,
};

/** Every field of SPEC §3 Customer (the channel is always WebClient and set by the server). */
export function CustomerFields({
  control,
  serverErrors,
  withStatus,
  autoFocus,
}: {
  control: Control<CustomerFormValues>;
  serverErrors: Record<string, string>;
  withStatus?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('customers');
  return (
    <>
      <FormColumns rowGap={2}>
        <PersonField control={control} name="full_name" required autoFocus={autoFocus} serverErrors={serverErrors} />
        <PersonField
          control={control}
          name="msisdn"
          required
          helperText={t('hints.msisdn')}
          serverErrors={serverErrors}
        />
        <PersonField control={control} name="national_id" serverErrors={serverErrors} />
        <FormField
          control={control}
          name="external_identifier"
          label={t('fields.external_identifier')}
          serverError={serverErrors.external_identifier}
        />
        <PersonField control={control} name="date_of_birth" serverErrors={serverErrors} />
        <PersonField control={control} name="gender" nullable serverErrors={serverErrors} />
        <FormField
          control={control}
          name="language"
          label={t('fields.language')}
          options={[
            { value: 'en', label: t('languages.en') },
            { value: 'fr', label: t('languages.fr') },
          ]}
          serverError={serverErrors.language}
        />
        {withStatus && (
          <FormField
            control={control}
            name="status"
            label={t('fields.status')}
            options={[
              { value: 'active', label: t('statuses.active') },
              { value: 'inactive', label: t('statuses.inactive') },
            ]}
            serverError={serverErrors.status}
          />
        )}
        <FormField control={control} name="town" label={t('fields.town')} serverError={serverErrors.town} />
        <FormField control={control} name="address" label={t('fields.address')} serverError={serverErrors.address} />
        <FormField
          control={control}
          name="beneficiary_name"
          label={t('fields.beneficiary_name')}
          serverError={serverErrors.beneficiary_name}
        />
        <FormField
          control={control}
          name="beneficiary_msisdn"
          type="tel"
          nullable
          label={t('fields.beneficiary_msisdn')}
          serverError={serverErrors.beneficiary_msisdn}
        />
      </FormColumns>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <CheckboxField control={control} name="is_agent" label={t('fields.is_agent')} />
        <CheckboxField control={control} name="has_bank_account" label={t('fields.has_bank_account')} />
        <CheckboxField control={control} name="loyalty_opt_in" label={t('fields.loyalty_opt_in')} />
      </Box>
    </>
  );
}

/** A customer as form values (for editing). */
export function customerToForm(
  c: {
    [K in keyof CustomerFormValues]?: unknown;
  },
): CustomerFormValues {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    msisdn: s(c.msisdn),
    full_name: s(c.full_name),
    date_of_birth: typeof c.date_of_birth === 'string' ? c.date_of_birth : null,
    national_id: s(c.national_id),
    external_identifier: s(c.external_identifier),
    language: c.language === 'fr' ? 'fr' : 'en',
    gender: c.gender === 'male' || c.gender === 'female' ? c.gender : null,
    town: s(c.town),
    address: s(c.address),
    beneficiary_name: s(c.beneficiary_name),
    beneficiary_msisdn: s(c.beneficiary_msisdn),
    is_agent: Boolean(c.is_agent),
    has_bank_account: Boolean(c.has_bank_account),
    loyalty_opt_in: Boolean(c.loyalty_opt_in),
    status: c.status === 'inactive' ? 'inactive' : 'active',
  };
}
