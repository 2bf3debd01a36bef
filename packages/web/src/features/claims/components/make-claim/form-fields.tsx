import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field.tsx';
import type { ClaimFormValues } from './claim-form-values.ts';

export type StringKey = {
  [K in keyof ClaimFormValues]: ClaimFormValues[K] extends string ? K : never;
}[keyof ClaimFormValues];
export type BoolKey = {
  [K in keyof ClaimFormValues]: ClaimFormValues[K] extends boolean ? K : never;
}[keyof ClaimFormValues];

export interface FormBinding {
  values: ClaimFormValues;
  errors: Record<string, string>;
  set<K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]): void;
}

/** The text of a validation key (the claim ones first, then the shared ones). */
export function useClaimValidationText() {
  const { t } = useTranslation('claims');
  return (key: string | undefined) =>
    key ? t(`validation.${key}`, { defaultValue: t('app:validation.invalid') }) : undefined;
}

/** A small labelled input bound to one string field of the claim form, with its validation text. */
export function FormField({
  form,
  name,
  label,
  ...rest
}: { form: FormBinding; name: StringKey; label: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'label'
>) {
  const text = useClaimValidationText();
  const error = text(form.errors[name]);
  if (rest.type === 'date' || rest.type === 'datetime-local') {
    const { type, ...others } = rest;
    return (
      <DateField
        size="small"
        fullWidth
        margin="dense"
        {...others}
        withTime={type === 'datetime-local'}
        name={name}
        label={label}
        value={form.values[name]}
        onChange={(v) => form.set(name, v)}
        error={Boolean(error)}
        helperText={error ?? rest.helperText}
      />
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      margin="dense"
      {...rest}
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{
        ...(rest.select ? { inputLabel: { shrink: true } } : {}),
        ...(rest.select ? { select: { native: true } } : {}),
      }}
    />
  );
}

/** A native select (fast to use from the keyboard: type-ahead) bound to one string field. */
export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  disabled,
}: {
  form: FormBinding;
  name: StringKey;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <FormField form={form} name={name} label={label} select disabled={disabled}>
      <option value="">{placeholder ?? ''}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </FormField>
  );
}

/** A checkbox bound to one boolean field, with its validation text. */
export function CheckField({ form, name, label }: { form: FormBinding; name: BoolKey; label: string }) {
  const text = useClaimValidationText();
  const error = text(form.errors[name]);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name={name}
            checked={form.values[name]}
            onChange={(e) => form.set(name, e.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? `${name}-error` : undefined } }}
          />
        }
        label={label}
      />
      {error && (
        <FormHelperText error id={`${name}-error`}>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
