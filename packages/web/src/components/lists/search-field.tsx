import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ListSearch } from './use-list-search.ts';

/** The small search box of a list (see `useListSearch`); other TextField props pass through. */
export function SearchField({ search, ...rest }: Omit<TextFieldProps, 'value' | 'onChange'> & { search: ListSearch }) {
  return (
    <TextField
      size="small"
      margin="none"
      {...rest}
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
    />
  );
}
