import type { BankDetail } from '@coverdesk/contract/customers/dependants.schemas';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankDetails, useDeleteBankDetail } from '../../../../app/queries/bank-details.ts';
import { MandateDialog } from '../../../../components/mandate-dialog.tsx';
import type { Column } from '../../../../components/simple-table.tsx';
import { BankDetailFormDialog } from '../../components/bank-detail-form-dialog.tsx';
import { RecordsTab } from '../../components/records-tab.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Bank details: list with their mandate, add (bank of the partner's country), edit, remove after confirming. */
export default function BankDetailsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const list = useBankDetails(customer.guid);
  const remove = useDeleteBankDetail();
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
  return (
    <RecordsTab
      title={t('tabs.bankDetails')}
      addLabel={t('bankDetails.add')}
      deleteTitle={t('bankDetails.deleteTitle')}
      rows={list.data}
      loading={list.isPending}
      columns={columns}
      nameOf={(r) => r.bank_name}
      remove={remove}
      form={(bankDetail, close) => (
        <BankDetailFormDialog
          customerGuid={customer.guid}
          holder={customer.full_name}
          bankDetail={bankDetail}
          onClose={close}
        />
      )}
    >
      {mandate && <MandateDialog reference={mandate} onClose={() => setMandate(null)} />}
    </RecordsTab>
  );
}
