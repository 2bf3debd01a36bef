import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../../components/forms/form-dialog.tsx';
import { useClaimValidationText } from '../make-claim/form-fields.tsx';

export interface TextFieldSpec {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  max: number;
  type?: string;
}

/**
 * A small dialog of text fields for one complex-claim edit (details, lawyer): the caller validates with the contract's
 * schema (field → validation key) and sends; a server error stays in the dialog.
 */
export function ComplexTextDialog(props: {
  title: string;
  fields: TextFieldSpec[];
  initial: Record<string, string>;
  busy: boolean;
  error?: string;
  /** Returns the field errors (validation keys) or sends and returns nothing. */
  onSubmit(values: Record<string, string>): Record<string, string> | undefined;
  onClose(): void;
}) {
  const text = useClaimValidationText();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors(props.onSubmit(values) ?? {});
  };
  return (
    <FormDialog title={props.title} busy={props.busy} onSubmit={submit} onClose={props.onClose}>
      {props.error && (
        <Alert severity="error" role="alert">
          {props.error}
        </Alert>
      )}
      {props.fields.map((f, i) => (
        <TextField
          key={f.name}
          autoFocus={i === 0}
          fullWidth
          margin="dense"
          type={f.type}
          required={f.required}
          multiline={f.multiline}
          minRows={f.multiline ? 2 : undefined}
          label={f.label}
          value={values[f.name] ?? ''}
          onChange={(e) => {
            setValues((v) => ({ ...v, [f.name]: e.target.value }));
            setErrors(({ [f.name]: _, ...rest }) => rest);
          }}
          error={Boolean(errors[f.name])}
          helperText={text(errors[f.name])}
          slotProps={{ htmlInput: { maxLength: f.max } }}
        />
      ))}
    </FormDialog>
  );
}
