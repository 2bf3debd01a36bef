import type { Beneficiary } from '@coverdesk/contract/customers/dependants.schemas';
import { useTranslation } from 'react-i18next';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { DateText } from '../../../../components/date-text.tsx';
import type { Column } from '../../../../components/simple-table.tsx';
import { useBeneficiaries, useDeleteBeneficiary } from '../../api/beneficiaries.ts';
import { BeneficiaryFormDialog } from '../../components/beneficiary-form-dialog.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import { RecordsTab } from '../../components/records-tab.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Beneficiaries: list with their shares, add, edit, remove after confirming. */
export default function BeneficiariesTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const country = usePartnerCountry().data;
  const list = useBeneficiaries(customer.guid);
  const remove = useDeleteBeneficiary();
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
  return (
    <RecordsTab
      title={t('tabs.beneficiaries')}
      addLabel={t('beneficiaries.add')}
      deleteTitle={t('beneficiaries.deleteTitle')}
      rows={list.data}
      loading={list.isPending}
      columns={columns}
      nameOf={(r) => r.full_name}
      remove={remove}
      form={(beneficiary, close) => (
        <BeneficiaryFormDialog customerGuid={customer.guid} beneficiary={beneficiary} onClose={close} />
      )}
    />
  );
}
