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
  /** Fields the contract requires: marked (an asterisk after the label, `aria-required`) before Next is pressed. */
  required?: ReadonlySet<string>;
}

/**
 * The required mark: an asterisk drawn after the label (CSS with an empty alternative text, so the field's accessible
 * name — what people and tests find it by — stays its name) and `aria-required` on the input, which assistive
 * technologies announce as "required".
 */
const requiredMark = { '& .MuiInputLabel-root::after': { content: '"\\2009*" / ""' } } as const;

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
  const required = form.required?.has(name) === true;
  const mark = required ? { sx: { ...requiredMark, ...(rest.sx as object) } } : {};
  const aria = required ? { 'aria-required': true } : {};
  if (rest.type === 'date' || rest.type === 'datetime-local') {
    const { type, ...others } = rest;
    return (
      <DateField
        size="small"
        fullWidth
        margin="dense"
        {...others}
        {...mark}
        slotProps={{ htmlInput: aria }}
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
      {...mark}
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{
        htmlInput: aria,
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
  helperText,
}: {
  form: FormBinding;
  name: StringKey;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  /** A note under the field (its validation text comes first). */
  helperText?: string;
}) {
  return (
    <FormField form={form} name={name} label={label} select disabled={disabled} helperText={helperText}>
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
