import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useValidationText } from './form-text-field.tsx';

/** A select bound to react-hook-form: the options are the contract's allowed values with their labels. */
export function FormSelectField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  serverError?: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const validationText = useValidationText();
  const error = validationText(fieldState.error?.message) ?? props.serverError;
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={props.label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value)}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={error}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
