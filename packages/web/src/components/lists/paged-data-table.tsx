import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Paged } from '../../lib/paging.ts';
import { DataTable, type DataTableProps } from '../data-table.tsx';
import type { Paging } from './use-paging.ts';

type Shown = 'rows' | 'count' | 'page' | 'size' | 'loading' | 'onPage' | 'getRowId';

/**
 * A `DataTable` fed by a list query and its `usePaging` state. A query that answers `{ items, count }` is paged by the
 * server; one that answers the whole list (an array) is paged here, on the screen. Rows are known by their `guid`
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
  const shown = Array.isArray(data)
    ? { items: data.slice((page - 1) * size, page * size), count: data.length }
    : { items: data?.items ?? [], count: data?.count ?? 0 };
  return (
    <DataTable
      {...rest}
      rows={shown.items}
      count={shown.count}
      page={page}
      size={size}
      loading={list.isFetching}
      getRowId={getRowId}
      onPage={paging.onPage}
    />
  );
}
