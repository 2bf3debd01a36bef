import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Paged } from '../../lib/paging.ts';
import { DataTable, type DataTableProps } from '../data-table.tsx';
import type { Paging } from './use-paging.ts';

type Shown = 'rows' | 'count' | 'more' | 'page' | 'size' | 'loading' | 'onPage' | 'getRowId';

/**
 * A `DataTable` fed by a list query and its `usePaging` state. A query that answers `{ items, count }` is paged by the
 * server (with `more`, when a search stops at the page, the count reads "of more than"); one that answers the whole
 * list (an array) is paged here, on the screen. Rows are known by their `guid`
 * unless `getRowId` says otherwise.
 */
export function PagedDataTable<R extends GridValidRowModel>(
  props: Omit<DataTableProps<R>, Shown> & {
    list: { data?: Paged<R> | R[]; isFetching: boolean };
    paging: Paging;
    getRowId?(row: R): string;
  },
) {
  const { list, paging, getRowId = (r: R) => r.guid as string, ...rest } = props;
  const { page, size } = paging.params;
  const data = list.data;
  const shown: Paged<R> = Array.isArray(data)
    ? { items: data.slice((page - 1) * size, page * size), count: data.length }
    : { items: data?.items ?? [], count: data?.count ?? 0, more: data?.more };
  return (
    <DataTable
      {...rest}
      rows={shown.items}
      count={shown.count}
      more={shown.more}
      page={page}
      size={size}
      loading={list.isFetching}
      getRowId={getRowId}
      onPage={paging.onPage}
    />
  );
}
