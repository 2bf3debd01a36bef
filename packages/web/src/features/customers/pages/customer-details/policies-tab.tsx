import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { useCustomerPolicies } from '../../../../app/queries/list-customer-policies.ts';
import { DateText } from '../../../../components/date-text.tsx';
import { Money } from '../../../../components/money.tsx';
import { SimpleTable } from '../../../../components/simple-table.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** The customer's policies, read-only (GET /api/policies/customer/guid/{guid}). */
export default function PoliciesTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const policies = useCustomerPolicies(customer.guid);
  const currency = usePartnerCountry().data?.currency_code ?? '';
  return (
    <TabSection title={t('tabs.policies')}>
      <SimpleTable
        label={t('tabs.policies')}
        rows={policies.data}
        loading={policies.isPending}
        rowKey={(r) => r.guid}
        columns={[
          { header: t('policies.number'), cell: (r) => r.policy_number },
          { header: t('policies.premium'), cell: (r) => <Money cents={r.premium_cents} currency={currency} /> },
          {
            header: t('policies.granularity'),
            cell: (r) => t(`policies.granularities.${r.granularity}`, { defaultValue: r.granularity }),
          },
          { header: t('policies.startDate'), cell: (r) => <DateText value={r.start_date} /> },
          { header: t('policies.validUntil'), cell: (r) => <DateText value={r.valid_until} /> },
          {
            header: t('fields.status'),
            cell: (r) => <Chip size="small" label={t(`policies.statuses.${r.status}`, { defaultValue: r.status })} />,
          },
        ]}
      />
    </TabSection>
  );
}
