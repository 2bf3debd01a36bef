import { useDeferredValue, useState } from 'react';
import type { Paging } from './use-paging.ts';

export interface ListSearch {
  /** What the field shows. */
  text: string;
  /** What the list asks the server: trimmed, deferred while typing, undefined when empty. */
  term: string | undefined;
  /** Types into the field and goes back to the first page. */
  setText(text: string): void;
}

/** A list's free-text search, tied to its paging. */
export function useListSearch(paging: Paging): ListSearch {
  const [text, setText] = useState('');
  const term = useDeferredValue(text.trim()) || undefined;
  return {
    text,
    term,
    setText: (value) => {
      setText(value);
      paging.firstPage();
    },
  };
}
