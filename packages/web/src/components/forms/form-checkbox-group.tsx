import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A labelled group of checkboxes bound to a list of values of a react-hook-form form (e.g. roles, partners). */
export function FormCheckboxGroup<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** The validation or server text to show under the group. */
  error?: string;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  const labelId = useId();
  const errorId = useId();
  const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
  return (
    <FormControl component="fieldset" error={Boolean(props.error)} sx={{ mt: 1, display: 'block' }}>
      <FormLabel component="legend" id={labelId}>
        {props.label}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId} aria-describedby={props.error ? errorId : undefined}>
        {props.options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            disabled={o.disabled}
            control={
              <Checkbox
                checked={chosen.has(o.value)}
                onBlur={field.onBlur}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(o.value);
                  else next.delete(o.value);
                  field.onChange([...next]);
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {props.error && <FormHelperText id={errorId}>{props.error}</FormHelperText>}
    </FormControl>
  );
}
