import { claimListEntryInput, diagnosisInput, hospitalInput } from '@coverdesk/contract/reference/reference.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useCountryChoices } from '../api/list-banks.ts';

export type EntryKind = 'hospitals' | 'diagnoses' | 'rejectionReasons' | 'conditions';
const SCHEMAS = {
  hospitals: hospitalInput,
  diagnoses: diagnosisInput,
  rejectionReasons: claimListEntryInput,
  conditions: claimListEntryInput,
};

type Values = { code: string; name: string; country_code?: string; town?: string | null };

/** Add an entry to a reference list: a code and a name (hospitals add their country and town). */
export function EntryDialog(props: {
  kind: EntryKind;
  busy: boolean;
  error: unknown;
  onSubmit(values: Values): void;
  onClose(): void;
}) {
  const { t } = useTranslation('reference');
  const hospital = props.kind === 'hospitals';
  const countries = useCountryChoices();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(SCHEMAS[props.kind] as never) as never,
    defaultValues: hospital ? { code: '', name: '', country_code: '', town: '' } : { code: '', name: '' },
  });
  const fieldErrors = fieldErrorsOf(props.error);
  return (
    <FormDialog
      title={t(`${props.kind}.createTitle`)}
      busy={props.busy}
      onSubmit={handleSubmit(props.onSubmit)}
      onClose={props.onClose}
      error={props.error}
      errorFallback={t('createFailed')}
    >
      <FormTextField control={control} name="code" label={t('fields.code')} serverError={fieldErrors.code} autoFocus />
      <FormTextField control={control} name="name" label={t('fields.name')} serverError={fieldErrors.name} />
      {hospital && (
        <>
          <FormSelectField
            control={control}
            name="country_code"
            label={t('fields.country')}
            serverError={fieldErrors.country_code}
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
          <FormTextField control={control} name="town" label={t('fields.town')} serverError={fieldErrors.town} />
        </>
      )}
    </FormDialog>
  );
}
