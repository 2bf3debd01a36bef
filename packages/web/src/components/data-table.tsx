import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from './grid-locale.ts';

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  count: number;
  /** Another page follows and `count` is not the total (a search that stops at the page): "of more than". */
  more?: boolean;
  /** `count` is a floor: the list has more rows than that (a report counted up to its cap): "of more than {count}". */
  moreThanCount?: boolean;
  columns: GridColDef<R>[];
  page: number;
  size: number;
  loading?: boolean;
  getRowId(row: R): string;
  onPage(page: number, size: number): void;
  label: string;
  /** Select-many with checkboxes: the ids selected (on the current page) and what to do when they change. */
  selection?: { ids: readonly string[]; onChange(ids: string[]): void; isSelectable?(row: R): boolean };
}

/**
 * The shared list: server-side paging (page from 1 on the API, from 0 in the grid), loading and empty states.
 * Only list screens load it (its own chunk), never the sign-in page.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { t } = useTranslation();
  const gridLocale = useGridLocaleText();
  const model: GridPaginationModel = { page: props.page - 1, pageSize: props.size };
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={props.columns}
      getRowId={props.getRowId}
      rowCount={props.count}
      loading={props.loading}
      paginationMode="server"
      paginationModel={model}
      onPaginationModelChange={(m) => props.onPage(m.page + 1, m.pageSize)}
      pageSizeOptions={[10, 25, 50, 100]}
      disableRowSelectionOnClick
      {...(props.selection
        ? {
            checkboxSelection: true,
            keepNonExistentRowsSelected: false,
            rowSelectionModel: { type: 'include' as const, ids: new Set<GridRowId>(props.selection.ids) },
            onRowSelectionModelChange: (m: GridRowSelectionModel) =>
              props.selection?.onChange(
                m.type === 'include'
                  ? [...m.ids].map(String)
                  : props.rows.map((r) => props.getRowId(r)).filter((id) => !m.ids.has(id)),
              ),
            ...(props.selection.isSelectable
              ? { isRowSelectable: ({ row }: { row: R }) => props.selection?.isSelectable?.(row) ?? true }
              : {}),
          }
        : {})}
      disableColumnMenu
      autoHeight
      localeText={{
        ...gridLocale,
        noRowsLabel: t('app:table.empty'),
        paginationRowsPerPage: t('app:table.rowsPerPage'),
        paginationDisplayedRows: ({ from, to, count }) =>
          props.moreThanCount
            ? t('app:table.displayedMoreThan', { from, to, count })
            : props.more
              ? t('app:table.displayedMore', { from, to })
              : t('app:table.displayed', { from, to, count }),
      }}
    />
  );
}
