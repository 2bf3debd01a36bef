import { type Country, type CountryInput, countryInput } from '@coverdesk/contract/countries/countries.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCreateCountry } from '../api/create-country.ts';
import { useUpdateCountry } from '../api/update-country.ts';

type Values = z.input<typeof countryInput>;
const EMPTY: Values = { code: '', name: '', currency_code: '', dialing_code: '', phone_digits: 9 };

/** Create or edit a country; the contract's `countryInput` validates before sending, the server again after. */
export function CountryFormDialog({ country, onClose }: { country: Country | null | 'new'; onClose(): void }) {
  const { t } = useTranslation('countries');
  const editing = country && country !== 'new' ? country : null;
  const create = useCreateCountry();
  const update = useUpdateCountry();
  const mutation = editing ? update : create;
  const { control, handleSubmit } = useForm<Values, unknown, CountryInput>({
    resolver: zodResolver(countryInput),
    defaultValues: editing
      ? {
          code: editing.code,
          name: editing.name,
          currency_code: editing.currency_code,
          dialing_code: editing.dialing_code,
          phone_digits: editing.phone_digits,
        }
      : EMPTY,
  });
  const fieldErrors = fieldErrorsOf(mutation.error);
  const submit = handleSubmit((v) => {
    const done = {
      onSuccess: () => {
        notify(t(editing ? 'updated' : 'created', { name: v.name }), 'success');
        onClose();
      },
    };
    if (editing) update.mutate({ ...v, code: editing.code }, done);
    else create.mutate(v, done);
  });
  return (
    <FormDialog
      title={t(editing ? 'editTitle' : 'createTitle')}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={mutation.error}
      errorFallback={t(editing ? 'updateFailed' : 'createFailed')}
    >
      <FormTextField
        control={control}
        name="code"
        label={t('fields.code')}
        disabled={Boolean(editing)}
        serverError={fieldErrors.code}
        helperText={t('hints.code')}
        autoFocus={!editing}
      />
      <FormTextField control={control} name="name" label={t('fields.name')} serverError={fieldErrors.name} />
      <FormTextField
        control={control}
        name="currency_code"
        label={t('fields.currency_code')}
        serverError={fieldErrors.currency_code}
        helperText={t('hints.currency_code')}
      />
      <FormTextField
        control={control}
        name="dialing_code"
        label={t('fields.dialing_code')}
        serverError={fieldErrors.dialing_code}
        helperText={t('hints.dialing_code')}
      />
      <FormTextField
        control={control}
        name="phone_digits"
        type="number"
        label={t('fields.phone_digits')}
        serverError={fieldErrors.phone_digits}
      />
    </FormDialog>
  );
}
