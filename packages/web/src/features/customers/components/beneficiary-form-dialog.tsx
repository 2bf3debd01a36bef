import {
  type Beneficiary,
  type BeneficiaryUpdate,
  beneficiaryUpdate,
  RELATIONSHIPS,
} from '@coverdesk/contract/customers/dependants.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useSaveBeneficiary } from '../api/beneficiaries.ts';
import { FormField } from './form-field.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { usePhoneCheckedResolver } from './use-phone-checked-resolver.ts';

interface Values {
  full_name: string;
  relationship: string | null;
  msisdn: string | null;
  national_id: string | null;
  date_of_birth: string | null;
  percentage: number | undefined;
}

// Read as phone numbers of the partner's country.
const PHONE_FIELDS = ['msisdn'];

/** Add or edit a beneficiary; the shares of one customer add up to at most 100 % (the server says so otherwise). */
export function BeneficiaryFormDialog(props: {
  customerGuid: string;
  beneficiary: Beneficiary | null;
  onClose(): void;
}) {
  const { t } = useTranslation('customers');
  const save = useSaveBeneficiary(props.customerGuid);
  const b = props.beneficiary;
  const resolver = usePhoneCheckedResolver<Values, BeneficiaryUpdate>(beneficiaryUpdate, PHONE_FIELDS);
  const { control, handleSubmit } = useForm<Values, unknown, BeneficiaryUpdate>({
    resolver,
    defaultValues: {
      full_name: b?.full_name ?? '',
      relationship: b?.relationship ?? null,
      msisdn: b?.msisdn ?? null,
      national_id: b?.national_id ?? '',
      date_of_birth: b?.date_of_birth ?? null,
      percentage: b?.percentage ?? 100,
    },
  });
  const serverErrors = fieldErrorsOf(save.error);
  const submit = handleSubmit((body) =>
    save.mutate(
      { guid: b?.guid, body },
      {
        onSuccess: (saved) => {
          notify(t(b ? 'beneficiaries.updated' : 'beneficiaries.added', { name: saved.full_name }), 'success');
          props.onClose();
        },
      },
    ),
  );
  return (
    <RecordDialog
      title={t(b ? 'beneficiaries.edit' : 'beneficiaries.add')}
      error={save.error}
      errorTitle={t('beneficiaries.saveFailed')}
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
        nullable
        label={t('fields.relationship')}
        options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
        serverError={serverErrors.relationship}
      />
      <FormField
        control={control}
        name="percentage"
        type="number"
        label={t('fields.percentage')}
        required
        helperText={t('hints.percentage')}
        serverError={serverErrors.percentage}
      />
      <FormField
        control={control}
        name="msisdn"
        type="tel"
        nullable
        label={t('fields.msisdn')}
        serverError={serverErrors.msisdn}
      />
      <FormField
        control={control}
        name="national_id"
        label={t('fields.national_id')}
        serverError={serverErrors.national_id}
      />
      <FormField
        control={control}
        name="date_of_birth"
        type="date"
        nullable
        label={t('fields.date_of_birth')}
        serverError={serverErrors.date_of_birth}
      />
    </RecordDialog>
  );
}
