import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** Validation keys the contract's schemas use as messages; anything else reads as "invalid". */
const KNOWN = new Set([
  'required',
  'no_leading_space',
  'password_rule',
  'password_mismatch',
  'country_code',
  'currency_code',
  'dialing_code',
  'feature_flag_name',
  'age_range',
  'hospital_days_range',
  'members_range',
  'min_above_max',
  'dependants_total',
  'code_no_spaces',
  'partner_code',
  'ussd_code',
  'phone_number',
  'role_required',
  'user_partner_required',
  'email',
  'debit_day',
]);

export function useValidationText() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message ? (KNOWN.has(message) ? t(`app:validation.${message}`) : t('app:validation.invalid')) : undefined;
}

type Props<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** A server-side field error (400 `errors` map) to show under the field. */
  serverError?: string;
};

/** A text field bound to react-hook-form and validated by a contract zod schema through the resolver. */
export function FormTextField<T extends FieldValues>({ control, name, serverError, type, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const validationText = useValidationText();
  return (
    <TextInput
      {...rest}
      type={type}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => {
        const v = e.target.value;
        field.onChange(type === 'number' ? (v === '' ? undefined : Number(v)) : v);
      }}
      error={validationText(fieldState.error?.message) ?? serverError}
    />
  );
}
