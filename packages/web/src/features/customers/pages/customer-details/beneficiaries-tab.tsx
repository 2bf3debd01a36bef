import type { Beneficiary } from '@coverdesk/contract/customers/dependants.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { notify } from '../../../../app/notifications.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DateText } from '../../../../components/date-text.tsx';
import { type Column, SimpleTable } from '../../../../components/simple-table.tsx';
import { useBeneficiaries, useDeleteBeneficiary } from '../../api/beneficiaries.ts';
import { usePartnerCountry } from '../../api/partner-country.ts';
import { BeneficiaryFormDialog } from '../../components/beneficiary-form-dialog.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import { RowActions } from '../../components/row-actions.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Beneficiaries: list with their shares, add, edit, remove after confirming. */
export default function BeneficiariesTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const country = usePartnerCountry().data;
  const list = useBeneficiaries(customer.guid);
  const remove = useDeleteBeneficiary();
  const [editing, setEditing] = useState<Beneficiary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const columns: Column<Beneficiary>[] = [
    { header: t('fields.full_name'), cell: (r) => r.full_name },
    {
      header: t('fields.relationship'),
      cell: (r) => (r.relationship ? t(`relationships.${r.relationship}`, { defaultValue: r.relationship }) : ''),
    },
    { header: t('fields.percentage'), cell: (r) => `${r.percentage} %` },
    { header: t('fields.msisdn'), cell: (r) => formatMsisdn(r.msisdn, country) },
    { header: t('fields.national_id'), cell: (r) => r.national_id },
    { header: t('fields.date_of_birth'), cell: (r) => <DateText value={r.date_of_birth} /> },
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
      title={t('tabs.beneficiaries')}
      addLabel={t('beneficiaries.add')}
      onAdd={canWrite ? () => setEditing('new') : undefined}
    >
      <SimpleTable
        label={t('tabs.beneficiaries')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {editing && (
        <BeneficiaryFormDialog
          customerGuid={customer.guid}
          beneficiary={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('beneficiaries.deleteTitle')}
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
