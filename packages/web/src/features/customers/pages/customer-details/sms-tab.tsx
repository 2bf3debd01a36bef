import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../../components/date-text.tsx';
import { SimpleTable } from '../../../../components/simple-table.tsx';
import { useCustomerSms } from '../../api/list-customer-sms.ts';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** SMS activity: what the SMS outbox sent to the customer, newest first. */
export default function SmsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const sms = useCustomerSms(customer.guid);
  return (
    <TabSection title={t('tabs.sms')}>
      <SimpleTable
        label={t('tabs.sms')}
        rows={sms.data}
        loading={sms.isPending}
        rowKey={(r) => r.guid}
        columns={[
          { header: t('sms.sentAt'), cell: (r) => <DateText value={r.created_at} /> },
          { header: t('sms.kind'), cell: (r) => t(`sms.kinds.${r.kind}`, { defaultValue: r.kind }) },
          { header: t('sms.text'), cell: (r) => r.text },
          {
            header: t('sms.status'),
            cell: (r) => <Chip size="small" label={t(`sms.statuses.${r.status}`, { defaultValue: r.status })} />,
          },
        ]}
      />
    </TabSection>
  );
}
