import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useValidationText } from './form-text-field.tsx';
import { TextInput } from './text-input.tsx';

const toText = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : '');

/**
 * An amount typed in currency units (e.g. 12.50) and kept in the form as integer cents (1250), the unit of every
 * amount in the API. Text that is not a number with at most two decimals stays as NaN so the schema refuses it.
 */
export function FormMoneyField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  currency: string;
  serverError?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const validationText = useValidationText();
  const [text, setText] = useState(() => toText(field.value));
  return (
    <TextInput
      label={`${props.label} (${props.currency})`}
      name={field.name}
      inputRef={field.ref}
      inputMode="decimal"
      value={text}
      disabled={props.disabled}
      onBlur={field.onBlur}
      onChange={(e) => {
        const v = e.target.value.trim().replace(',', '.');
        setText(e.target.value);
        if (v === '') return field.onChange(undefined);
        field.onChange(/^\d+(\.\d{0,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN);
      }}
      helperText={props.helperText}
      error={validationText(fieldState.error?.message) ?? props.serverError}
    />
  );
}
