import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActions } from '../../../components/forms/row-actions.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { TabSection } from './tab-section.tsx';

interface Removal {
  isPending: boolean;
  mutate(guid: string, options: { onSuccess(): void; onSettled(): void }): void;
}

/**
 * A customer's list of records (dependants, beneficiaries, bank details): the table, and for `customers.write` add,
 * edit and remove after confirming. `form` draws the add/edit dialog for a record (null: a new one).
 */
export function RecordsTab<T extends { guid: string }>(props: {
  title: string;
  addLabel: string;
  deleteTitle: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: Column<T>[];
  /** How a record is named in the row actions, the confirmation and the notice. */
  nameOf(record: T): string;
  remove: Removal;
  form(record: T | null, close: () => void): ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const columns = canWrite
    ? [
        ...props.columns,
        {
          header: t('app:table.actions'),
          cell: (r: T) => (
            <RowActions
              editLabel={t('editOne', { name: props.nameOf(r) })}
              deleteLabel={t('deleteOne', { name: props.nameOf(r) })}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
            />
          ),
        },
      ]
    : props.columns;
  return (
    <TabSection title={props.title} addLabel={props.addLabel} onAdd={canWrite ? () => setEditing('new') : undefined}>
      <SimpleTable
        label={props.title}
        rows={props.rows}
        loading={props.loading}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {editing && props.form(editing === 'new' ? null : editing, () => setEditing(null))}
      {props.children}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={props.deleteTitle}
        text={t('deleteText', { name: deleting ? props.nameOf(deleting) : '' })}
        busy={props.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          props.remove.mutate(deleting.guid, {
            onSuccess: () => notify(t('removed', { name: props.nameOf(deleting) }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </TabSection>
  );
}
