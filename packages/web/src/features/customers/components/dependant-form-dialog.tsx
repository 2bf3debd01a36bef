import { GENDERS } from '@coverdesk/contract/customers/customers.schemas';
import {
  type Dependant,
  type DependantInput,
  dependantInput,
  RELATIONSHIPS,
} from '@coverdesk/contract/customers/dependants.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSaveDependant } from '../api/dependants.ts';
import { FormField } from './form-field.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { usePhoneCheckedResolver } from './use-phone-checked-resolver.ts';

interface Values {
  full_name: string;
  relationship: string;
  gender: string;
  date_of_birth: string | null;
  national_id: string | null;
  msisdn: string | null;
}

// Read as phone numbers of the partner's country.
const PHONE_FIELDS = ['msisdn'];

/** Add or edit a dependant (relationship values and genders of SPEC §3). */
export function DependantFormDialog(props: { customerGuid: string; dependant: Dependant | null; onClose(): void }) {
  const { t } = useTranslation('customers');
  const save = useSaveDependant(props.customerGuid);
  const d = props.dependant;
  const resolver = usePhoneCheckedResolver<Values, DependantInput>(dependantInput, PHONE_FIELDS);
  const { control, handleSubmit } = useForm<Values, unknown, DependantInput>({
    resolver,
    defaultValues: {
      full_name: d?.full_name ?? '',
      relationship: d?.relationship ?? '',
      gender: d?.gender ?? '',
      date_of_birth: d?.date_of_birth ?? null,
      national_id: d?.national_id ?? '',
      msisdn: d?.msisdn ?? null,
    },
  });
  const serverErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((body) =>
    save.mutate(
      { guid: d?.guid, body },
      {
        onSuccess: (saved) => {
          notify(t(d ? 'dependants.updated' : 'dependants.added', { name: saved.full_name }), 'success');
          props.onClose();
        },
      },
    ),
  );
  return (
    <RecordDialog
      title={t(d ? 'dependants.edit' : 'dependants.add')}
      error={save.error}
      errorTitle={t('dependants.saveFailed')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <FormField
        control={control}
        name="full_name"
        label={t('fields.full_name')}
        required
        autoFocus
        serverError={serverErrors.full_name}
      />
      <FormField
        control={control}
        name="relationship"
        label={t('fields.relationship')}
        required
        options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
        serverError={serverErrors.relationship}
      />
      <FormField
        control={control}
        name="gender"
        label={t('fields.gender')}
        required
        options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
        serverError={serverErrors.gender}
      />
      <FormField
        control={control}
        name="date_of_birth"
        type="date"
        nullable
        label={t('fields.date_of_birth')}
        serverError={serverErrors.date_of_birth}
      />
      <FormField
        control={control}
        name="national_id"
        label={t('fields.national_id')}
        serverError={serverErrors.national_id}
      />
      <FormField
        control={control}
        name="msisdn"
        type="tel"
        nullable
        label={t('fields.msisdn')}
        serverError={serverErrors.msisdn}
      />
    </RecordDialog>
  );
}
