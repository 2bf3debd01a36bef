import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextInput } from '../text-input.tsx';

/**
 * A list of words (e.g. e-mail addresses, relationships) typed as one text and kept in the form as a list: the text is
 * split at `separator`, trimmed, and empty words dropped. Any validation error of the list shows as `invalidText`.
 */
export function WordListField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint: string;
  invalidText: string;
  separator: string | RegExp;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <TextInput
      label={props.label}
      name={field.name}
      value={text}
      disabled={props.disabled}
      helperText={props.hint}
      error={fieldState.error ? props.invalidText : undefined}
      onBlur={field.onBlur}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(
          e.target.value
            .split(props.separator)
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
