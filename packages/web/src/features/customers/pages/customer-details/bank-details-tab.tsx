import type { BankDetail } from '@coverdesk/contract/customers/dependants.schemas';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { notify } from '../../../../app/notifications.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { type Column, SimpleTable } from '../../../../components/simple-table.tsx';
import { useBankDetails, useDeleteBankDetail } from '../../api/bank-details.ts';
import { BankDetailFormDialog } from '../../components/bank-detail-form-dialog.tsx';
import { MandateDialog } from '../../components/mandate-dialog.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Bank details: list with their mandate, add (bank of the partner's country), edit, remove after confirming. */
export default function BankDetailsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const list = useBankDetails(customer.guid);
  const remove = useDeleteBankDetail();
  const [editing, setEditing] = useState<BankDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankDetail | null>(null);
  const [mandate, setMandate] = useState<string | null>(null);
  const columns: Column<BankDetail>[] = [
    { header: t('fields.bank'), cell: (r) => r.bank_name },
    { header: t('fields.branch_code'), cell: (r) => r.branch_code },
    { header: t('fields.account_holder'), cell: (r) => r.account_holder },
    { header: t('fields.account_number'), cell: (r) => r.account_number },
    {
      header: t('fields.account_type'),
      cell: (r) => t(`accountTypes.${r.account_type}`, { defaultValue: r.account_type }),
    },
    {
      header: t('mandate.reference'),
      cell: (r) => (
        <Button
          size="small"
          onClick={() => setMandate(r.mandate_reference)}
          aria-label={t('mandate.show', { reference: r.mandate_reference })}
        >
          {r.mandate_reference}
        </Button>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      header: t('app:table.actions'),
      cell: (r) => (
        <RowActions
          editLabel={t('editOne', { name: r.bank_name })}
          deleteLabel={t('deleteOne', { name: r.bank_name })}
          onEdit={() => setEditing(r)}
          onDelete={() => setDeleting(r)}
        />
      ),
    });
  return (
    <TabSection
      title={t('tabs.bankDetails')}
      addLabel={t('bankDetails.add')}
      onAdd={canWrite ? () => setEditing('new') : undefined}
    >
      <SimpleTable
        label={t('tabs.bankDetails')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {editing && (
        <BankDetailFormDialog
          customerGuid={customer.guid}
          holder={customer.full_name}
          bankDetail={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {mandate && <MandateDialog reference={mandate} onClose={() => setMandate(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('bankDetails.deleteTitle')}
        text={t('deleteText', { name: deleting?.bank_name })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: () => notify(t('removed', { name: deleting.bank_name }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </TabSection>
  );
}
