import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../forms/row-actions.tsx';

/** The last column of a list, its row actions: not sortable. */
export function actionsColumn<R extends GridValidRowModel>(
  header: string,
  width: number,
  render: (row: R) => ReactNode,
): GridColDef<R> {
  return { field: 'actions', headerName: header, width, sortable: false, renderCell: ({ row }) => render(row) };
}

/** A row's edit and delete icon buttons, named by the feature's `editOne` / `deleteOne` (given `name`) in `ns`. */
export function NamedRowActions(props: {
  ns: string;
  /** Where the texts sit in the namespace (e.g. `email` for `email.editOne`), when not at its root. */
  keyPrefix?: string;
  name: string;
  onEdit?(): void;
  onDelete?(): void;
}) {
  const { t } = useTranslation(props.ns, { keyPrefix: props.keyPrefix });
  return (
    <RowActions
      editLabel={t('editOne', { name: props.name })}
      deleteLabel={t('deleteOne', { name: props.name })}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
}
