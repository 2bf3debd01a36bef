import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A group of checkboxes bound to an array of allowed values (e.g. the documents a claim type requires). */
export function CheckboxList<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormControl component="fieldset" margin="dense" disabled={props.disabled}>
      <FormLabel component="legend">{props.label}</FormLabel>
      <FormGroup row>
        {props.options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                checked={selected.includes(o.value)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked
                      ? props.options.map((x) => x.value).filter((v) => v === o.value || selected.includes(v))
                      : selected.filter((v) => v !== o.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
