import { GENDERS } from '@coverdesk/contract/customers/customers.schemas';
import { RELATIONSHIPS } from '@coverdesk/contract/customers/dependants.schemas';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './form-field.tsx';

/** The fields a customer, a dependant and a beneficiary share, with what each always is. */
const PERSON_FIELDS = {
  full_name: {},
  national_id: {},
  date_of_birth: { type: 'date', nullable: true },
  msisdn: { type: 'tel' },
  relationship: {},
  gender: {},
} as const;
type PersonFieldName = keyof typeof PERSON_FIELDS;

/**
 * A field about a person, labelled `fields.<name>` and showing the server's error for it; relationship and gender
 * are selects of the contract's values. Whether it is required or may be empty is the form's to say.
 */
export function PersonField<T extends FieldValues>({
  name,
  serverErrors,
  ...rest
}: Omit<FormFieldProps<T>, 'name' | 'label' | 'serverError'> & {
  name: FieldPath<T> & PersonFieldName;
  serverErrors: Record<string, string>;
}) {
  const { t } = useTranslation('customers');
  const options =
    name === 'relationship'
      ? RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))
      : name === 'gender'
        ? GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))
        : undefined;
  return (
    <FormField
      {...PERSON_FIELDS[name]}
      options={options}
      {...rest}
      name={name}
      label={t(`fields.${name}`)}
      serverError={serverErrors[name]}
    />
  );
}
