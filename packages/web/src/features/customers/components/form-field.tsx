import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { useValidationText } from '../../../components/form-text-field.tsx';

/** Validation keys of the customer schemas that the shared texts do not cover. */
const CUSTOMER_KEYS = new Set(['phone_invalid', 'invalid_value', 'account_number', 'too_long', 'percentage']);

/** The text of a validation message: the customer screens' own keys first, then the shared ones. */
export function useCustomerValidationText() {
  const { t } = useTranslation('customers');
  const shared = useValidationText();
  return (message: string | undefined) =>
    message && CUSTOMER_KEYS.has(message) ? t(`validation.${message}`) : shared(message);
}

export type FormFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A select: value → shown label. */
  options?: readonly { value: string; label: string }[];
  /** An empty input is sent as null (optional dates, selects and phone numbers). */
  nullable?: boolean;
  serverError?: string;
};

/** A labelled field bound to react-hook-form, validated by the contract's zod schema through the resolver. */
export function FormField<T extends FieldValues>({
  control,
  name,
  options,
  nullable,
  serverError,
  type,
  helperText,
  ...rest
}: FormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const validationText = useCustomerValidationText();
  const error = validationText(fieldState.error?.message) ?? serverError;
  if (type === 'date')
    return (
      <DateField
        {...rest}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(v) => field.onChange(nullable && v === '' ? null : v)}
        error={Boolean(error)}
        helperText={error ?? helperText}
        fullWidth
        margin="dense"
      />
    );
  return (
    <TextField
      {...rest}
      type={type}
      select={Boolean(options)}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => {
        const v = e.target.value;
        if (type === 'number') field.onChange(v === '' ? undefined : Number(v));
        else field.onChange(nullable && v === '' ? null : v);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      margin="dense"
    >
      {options && nullable && <MenuItem value="">—</MenuItem>}
      {options?.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A checkbox bound to a boolean field. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox name={field.name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
      }
      label={label}
    />
  );
}
