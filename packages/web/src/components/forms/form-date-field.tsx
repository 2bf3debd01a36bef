import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationText } from '../form-text-field.tsx';

/** A date input (YYYY-MM-DD) bound to react-hook-form, its label kept above, with the schema's or the server's error. */
export function FormDateField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  serverError?: string;
}) {
  const validationText = useValidationText();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type="date"
          label={props.label}
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(fieldState.error || props.serverError)}
          helperText={validationText(fieldState.error?.message) ?? props.serverError}
        />
      )}
    />
  );
}
