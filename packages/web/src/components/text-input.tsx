import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  error?: string;
  helperText?: string;
  margin?: 'none' | 'dense';
};

/**
 * A labelled outlined input with its helper or error text: MUI's TextField without the select and filled variants,
 * so the sign-in page stays small. The error text is tied to the input with aria-describedby.
 */
export function TextInput({
  label,
  error,
  helperText,
  margin = 'dense',
  id,
  fullWidth = true,
  ...rest
}: TextInputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const help = error ?? helperText;
  return (
    <FormControl fullWidth={fullWidth} margin={margin} error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        id={inputId}
        label={label}
        aria-describedby={help ? `${inputId}-help` : undefined}
        aria-invalid={Boolean(error)}
      />
      {help && <FormHelperText id={`${inputId}-help`}>{help}</FormHelperText>}
    </FormControl>
  );
}
