import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../date-field.tsx';
import { useValidationText } from '../form-text-field.tsx';

/**
 * A date input (dd/mm/yyyy typed, YYYY-MM-DD kept) bound to react-hook-form, its label kept above, with the schema's or
 * the server's error. `nullable`: an empty field is null (an optional date of the contract), not '' (an invalid one).
 */
export function FormDateField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  serverError?: string;
  nullable?: boolean;
}) {
  const validationText = useValidationText();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' && props.nullable ? null : v)}
          label={props.label}
          fullWidth
          margin="dense"
          error={Boolean(fieldState.error || props.serverError)}
          helperText={validationText(fieldState.error?.message) ?? props.serverError}
        />
      )}
    />
  );
}
