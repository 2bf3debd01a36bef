import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/**
 * Asks before deleting a list's row, deletes it and says so. The texts are the feature's `deleteTitle`,
 * `deleteText` and `deleted` (each given the row's `name`) in namespace `ns`; a failure is the mutation's own message.
 */
export function ConfirmDelete<R extends { name: string }>(props: {
  ns: string;
  /** Where the texts sit in the namespace, when not at its root. */
  keyPrefix?: string;
  /** The row to delete; null keeps the dialog closed. */
  row: R | null;
  rowId(row: R): string;
  remove: { isPending: boolean; mutate(id: string, options: { onSuccess(): void; onSettled(): void }): void };
  onClose(): void;
}) {
  const { t } = useTranslation(props.ns, { keyPrefix: props.keyPrefix });
  const { row, remove, onClose } = props;
  return (
    <ConfirmDialog
      open={Boolean(row)}
      title={t('deleteTitle')}
      text={t('deleteText', { name: row?.name })}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        row &&
        remove.mutate(props.rowId(row), {
          onSuccess: () => notify(t('deleted', { name: row.name }), 'success'),
          onSettled: onClose,
        })
      }
    />
  );
}
