import { type Dependant, type DependantInput, dependantInput } from '@coverdesk/contract/customers/dependants.schemas';
import { useForm } from 'react-hook-form';
import { useSaveDependant } from '../api/dependants.ts';
import { PersonField } from './person-field.tsx';
import { RecordDialog, useRecordSave } from './record-dialog.tsx';
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
  const { serverErrors, dialog } = useRecordSave({
    section: 'dependants',
    guid: d?.guid,
    save,
    handleSubmit,
    nameOf: (saved) => saved.full_name,
    onClose: props.onClose,
  });
  return (
    <RecordDialog {...dialog}>
      <PersonField control={control} name="full_name" required autoFocus serverErrors={serverErrors} />
      <PersonField control={control} name="relationship" required serverErrors={serverErrors} />
      <PersonField control={control} name="gender" required serverErrors={serverErrors} />
      <PersonField control={control} name="date_of_birth" serverErrors={serverErrors} />
      <PersonField control={control} name="national_id" serverErrors={serverErrors} />
      <PersonField control={control} name="msisdn" nullable serverErrors={serverErrors} />
    </RecordDialog>
  );
}
