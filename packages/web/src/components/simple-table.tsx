import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<R> {
  header: string;
  cell(row: R): ReactNode;
}

/** A small list of a record's rows (a few rows each: a light table rather than the data grid). */
export function SimpleTable<R>(props: {
  label: string;
  rows: R[] | undefined;
  columns: Column<R>[];
  rowKey(row: R): string;
  loading?: boolean;
  /** What an empty list says (what to do next); "No rows" when not given. */
  empty?: ReactNode;
  /** Server paging, for lists that have it. */
  paging?: { page: number; size: number; count: number; onPage(page: number, size: number): void };
}) {
  const { t } = useTranslation();
  const rows = props.rows ?? [];
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.columns.map((c) => (
                <TableCell key={c.header}>{c.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={props.rowKey(r)}>
                {props.columns.map((c) => (
                  <TableCell key={c.header}>{c.cell(r)}</TableCell>
                ))}
              </TableRow>
            ))}
            {!rows.length && (
              <TableRow>
                <TableCell colSpan={props.columns.length}>
                  {props.loading ? t('loading') : (props.empty ?? t('table.empty'))}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {props.paging && (
        <TablePagination
          component="div"
          count={props.paging.count}
          page={props.paging.count ? props.paging.page - 1 : 0}
          rowsPerPage={props.paging.size}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, p) => props.paging?.onPage(p + 1, props.paging.size)}
          onRowsPerPageChange={(e) => props.paging?.onPage(1, Number(e.target.value))}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('table.displayed', { from, to, count })}
        />
      )}
    </>
  );
}
