import { useState } from 'react';

/** A list's page (from 1) and page size, what `PagedDataTable` shows and the list's query asks for. */
export interface Paging {
  /** `{ page, size }`, to spread into the list's query. */
  params: { page: number; size: number };
  /** Back to the first page, keeping the size: a filter or a search changed. */
  firstPage(): void;
  onPage(page: number, size: number): void;
}

/** Server paging state of one list, starting on page 1 with `size` rows (10 unless the screen says otherwise). */
export function usePaging(size = 10): Paging {
  const [params, setParams] = useState({ page: 1, size });
  return {
    params,
    firstPage: () => setParams((p) => ({ ...p, page: 1 })),
    onPage: (page, size) => setParams({ page, size }),
  };
}
