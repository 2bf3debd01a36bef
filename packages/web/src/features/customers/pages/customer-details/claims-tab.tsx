import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { DateText } from '../../../../components/date-text.tsx';
import { Money } from '../../../../components/money.tsx';
import { SimpleTable } from '../../../../components/simple-table.tsx';
import { useCustomerClaims } from '../../api/list-customer-claims.ts';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** The customer's claims, read-only, newest first, with server paging (GET /api/claims/customer/{id}). */
export default function ClaimsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const claims = useCustomerClaims(customer.guid, paging);
  const currency = usePartnerCountry().data?.currency_code ?? '';
  return (
    <TabSection title={t('tabs.claims')}>
      <SimpleTable
        label={t('tabs.claims')}
        rows={claims.data?.items}
        loading={claims.isPending}
        rowKey={(r) => r.guid}
        paging={{ ...paging, count: claims.data?.count ?? 0, onPage: (page, size) => setPaging({ page, size }) }}
        columns={[
          { header: t('claims.reference'), cell: (r) => r.claim_reference },
          { header: t('claims.type'), cell: (r) => t(`claims.types.${r.type}`, { defaultValue: r.type }) },
          { header: t('claims.receivedAt'), cell: (r) => <DateText value={r.received_at} /> },
          { header: t('claims.amount'), cell: (r) => <Money cents={r.claim_amount_cents} currency={currency} /> },
          { header: t('claims.personAffected'), cell: (r) => r.person_affected },
          {
            header: t('fields.status'),
            cell: (r) => <Chip size="small" label={t(`claims.statuses.${r.status}`, { defaultValue: r.status })} />,
          },
        ]}
      />
    </TabSection>
  );
}
