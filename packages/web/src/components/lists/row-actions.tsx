import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The last column of a list, its row actions: not sortable. */
export function actionsColumn<R extends GridValidRowModel>(
  header: string,
  width: number,
  render: (row: R) => ReactNode,
): GridColDef<R> {
  return { field: 'actions', headerName: header, width, sortable: false, renderCell: ({ row }) => render(row) };
}

/** A row's edit and delete icon buttons, named by the feature's `editOne` / `deleteOne` (given `name`) in `ns`. */
export function RowActions(props: { ns: string; name: string; onEdit?(): void; onDelete?(): void }) {
  const { t } = useTranslation(props.ns);
  return (
    <>
      {props.onEdit && (
        <IconButton size="small" aria-label={t('editOne', { name: props.name })} onClick={props.onEdit}>
          <Edit fontSize="small" />
        </IconButton>
      )}
      {props.onDelete && (
        <IconButton size="small" aria-label={t('deleteOne', { name: props.name })} onClick={props.onDelete}>
          <Delete fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
