import Grid, { type GridProps } from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../form-text-field.tsx';

/** Number inputs of a settings form, one grid cell each: labelled by name, with the server's error, read-only alike. */
export function NumberFieldCells<T extends FieldValues>(props: {
  control: Control<T>;
  names: readonly FieldPath<T>[];
  label(name: FieldPath<T>): string;
  fieldErrors: Record<string, string>;
  disabled: boolean;
  size: GridProps['size'];
}) {
  return props.names.map((name) => (
    <Grid size={props.size} key={name}>
      <FormTextField
        control={props.control}
        name={name}
        type="number"
        label={props.label(name)}
        serverError={props.fieldErrors[name]}
        disabled={props.disabled}
      />
    </Grid>
  ));
}
