import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from './grid-locale.ts';
import { hiddenToFit, type ListColumn, sizeColumns, textMeasure } from './lists/fit-columns.ts';

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  count: number;
  /** Another page follows and `count` is not the total (a search that stops at the page): "of more than". */
  more?: boolean;
  /** `count` is a floor: the list has more rows than that (a report counted up to its cap): "of more than {count}". */
  moreThanCount?: boolean;
  /** The list preset's columns (`lists/fit-columns.ts`): sized to their text, the least needed hidden first. */
  columns: ListColumn<R>[];
  page: number;
  size: number;
  loading?: boolean;
  getRowId(row: R): string;
  onPage(page: number, size: number): void;
  label: string;
  /** Rows as high as their cells' wrapped text (a column of long reasons): nothing cut, whatever its length. */
  autoRowHeight?: boolean;
  /** Select-many with checkboxes: the ids selected (on the current page) and what to do when they change. */
  selection?: { ids: readonly string[]; onChange(ids: string[]): void; isSelectable?(row: R): boolean };
}

/** The width of an element, followed as the window resizes (0 where nothing is laid out, e.g. jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The grid's border and the checkbox column take this much of the width beside the columns. */
const BORDERS = 2;
const CHECKBOX_COLUMN = 50;

/**
 * The shared list: server-side paging (page from 1 on the API, from 0 in the grid), loading and empty states, and the
 * list preset: columns sized to their text (money, references, phone numbers and row actions never cut), headers on
 * two lines, the least needed columns hidden first when the list is narrower than its columns (named under the list;
 * the column menu shows them again). Only list screens load it (its own chunk), never the sign-in page.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const gridLocale = useGridLocaleText();
  const [boxRef, width] = useWidth();
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const measure = useMemo(
    () => textMeasure(String(theme.typography.fontFamily), theme.typography.htmlFontSize * 0.875),
    [theme],
  );
  const columns = useMemo(
    () => sizeColumns(props.columns, props.rows, i18n.language, measure),
    [props.columns, props.rows, i18n.language, measure],
  );
  const available = width ? width - BORDERS - (props.selection ? CHECKBOX_COLUMN : 0) : 0;
  const visibility = hiddenToFit(props.columns, columns, available, chosen);
  const hidden = columns.filter((c) => visibility[c.field] === false && !(c.field in chosen));
  const model: GridPaginationModel = { page: props.page - 1, pageSize: props.size };
  return (
    <Box ref={boxRef} sx={{ minWidth: 0, width: '100%' }}>
      <DataGrid
        aria-label={props.label}
        rows={props.rows}
        columns={columns}
        getRowId={props.getRowId}
        rowCount={props.count}
        loading={props.loading}
        paginationMode="server"
        paginationModel={model}
        onPaginationModelChange={(m) => props.onPage(m.page + 1, m.pageSize)}
        pageSizeOptions={[10, 25, 50, 100]}
        disableRowSelectionOnClick
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(next) =>
          setChosen((was) => {
            const out = { ...was };
            for (const c of columns) {
              const shown = next[c.field] !== false;
              if (shown !== (visibility[c.field] !== false)) out[c.field] = shown;
            }
            return out;
          })
        }
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
        disableColumnFilter
        autoHeight
        {...(props.autoRowHeight ? { getRowHeight: () => 'auto' as const } : {})}
        sx={{
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        }}
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
      {hidden.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('app:table.hiddenColumns', {
            count: hidden.length,
            names: hidden.map((c) => c.headerName ?? c.field).join(', '),
          })}
        </Typography>
      )}
    </Box>
  );
}
