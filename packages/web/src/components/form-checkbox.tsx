import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A labelled checkbox bound to a boolean of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={
        <Checkbox
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
    />
  );
}
