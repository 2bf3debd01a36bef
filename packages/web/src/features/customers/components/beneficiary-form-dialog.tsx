import {
  type Beneficiary,
  type BeneficiaryUpdate,
  beneficiaryUpdate,
} from '@coverdesk/contract/customers/dependants.schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveBeneficiary } from '../api/beneficiaries.ts';
import { FormField } from './form-field.tsx';
import { PersonField } from './person-field.tsx';
import { RecordDialog, useRecordSave } from './record-dialog.tsx';
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
  const { serverErrors, dialog } = useRecordSave({
    section: 'beneficiaries',
    guid: b?.guid,
    save,
    handleSubmit,
    nameOf: (saved) => saved.full_name,
    onClose: props.onClose,
  });
  return (
    <RecordDialog {...dialog}>
      <PersonField control={control} name="full_name" required autoFocus serverErrors={serverErrors} />
      <PersonField control={control} name="relationship" nullable serverErrors={serverErrors} />
      <FormField
        control={control}
        name="percentage"
        type="number"
        label={t('fields.percentage')}
        required
        helperText={t('hints.percentage')}
        serverError={serverErrors.percentage}
      />
      <PersonField control={control} name="msisdn" nullable serverErrors={serverErrors} />
      <PersonField control={control} name="national_id" serverErrors={serverErrors} />
      <PersonField control={control} name="date_of_birth" serverErrors={serverErrors} />
    </RecordDialog>
  );
}
