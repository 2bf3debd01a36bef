import type { Dependant } from '@coverdesk/contract/customers/dependants.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { notify } from '../../../../app/notifications.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DateText } from '../../../../components/date-text.tsx';
import { type Column, SimpleTable } from '../../../../components/simple-table.tsx';
import { useDeleteDependant, useDependants } from '../../api/dependants.ts';
import { usePartnerCountry } from '../../api/partner-country.ts';
import { DependantFormDialog } from '../../components/dependant-form-dialog.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import { RowActions } from '../../components/row-actions.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Dependants: list, add, edit, remove after confirming. */
export default function DependantsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const country = usePartnerCountry().data;
  const list = useDependants(customer.guid);
  const remove = useDeleteDependant();
  const [editing, setEditing] = useState<Dependant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Dependant | null>(null);
  const columns: Column<Dependant>[] = [
    { header: t('fields.full_name'), cell: (r) => r.full_name },
    {
      header: t('fields.relationship'),
      cell: (r) => t(`relationships.${r.relationship}`, { defaultValue: r.relationship }),
    },
    { header: t('fields.gender'), cell: (r) => t(`genders.${r.gender}`, { defaultValue: r.gender }) },
    { header: t('fields.date_of_birth'), cell: (r) => <DateText value={r.date_of_birth} /> },
    { header: t('fields.national_id'), cell: (r) => r.national_id },
    { header: t('fields.msisdn'), cell: (r) => formatMsisdn(r.msisdn, country) },
  ];
  if (canWrite)
    columns.push({
      header: t('app:table.actions'),
      cell: (r) => (
        <RowActions
          editLabel={t('editOne', { name: r.full_name })}
          deleteLabel={t('deleteOne', { name: r.full_name })}
          onEdit={() => setEditing(r)}
          onDelete={() => setDeleting(r)}
        />
      ),
    });
  return (
    <TabSection
      title={t('tabs.dependants')}
      addLabel={t('dependants.add')}
      onAdd={canWrite ? () => setEditing('new') : undefined}
    >
      <SimpleTable
        label={t('tabs.dependants')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {editing && (
        <DependantFormDialog
          customerGuid={customer.guid}
          dependant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('dependants.deleteTitle')}
        text={t('deleteText', { name: deleting?.full_name })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: () => notify(t('removed', { name: deleting.full_name }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </TabSection>
  );
}
