import type { Dependant } from '@coverdesk/contract/customers/dependants.schemas';
import { useTranslation } from 'react-i18next';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { DateText } from '../../../../components/date-text.tsx';
import type { Column } from '../../../../components/simple-table.tsx';
import { useDeleteDependant, useDependants } from '../../api/dependants.ts';
import { DependantFormDialog } from '../../components/dependant-form-dialog.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import { RecordsTab } from '../../components/records-tab.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Dependants: list, add, edit, remove after confirming. */
export default function DependantsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const country = usePartnerCountry().data;
  const list = useDependants(customer.guid);
  const remove = useDeleteDependant();
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
  return (
    <RecordsTab
      title={t('tabs.dependants')}
      addLabel={t('dependants.add')}
      deleteTitle={t('dependants.deleteTitle')}
      rows={list.data}
      loading={list.isPending}
      columns={columns}
      nameOf={(r) => r.full_name}
      remove={remove}
      form={(dependant, close) => (
        <DependantFormDialog customerGuid={customer.guid} dependant={dependant} onClose={close} />
      )}
    />
  );
}
