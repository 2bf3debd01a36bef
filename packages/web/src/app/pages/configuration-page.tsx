import { useTranslation } from 'react-i18next';
import { ConfigurationPage } from '../../features/configuration/pages/configuration-page.tsx';
import { EmailOutboxTab } from '../../features/outbox/components/email-outbox-tab.tsx';
import { SmsOutboxTab } from '../../features/outbox/components/sms-outbox-tab.tsx';

/** The configuration page with the outbox's two tabs (configuration and outbox are separate features). */
export default function ComposedConfigurationPage() {
  const { t } = useTranslation('outbox');
  return (
    <ConfigurationPage
      extraTabs={[
        { key: 'emails', label: t('tabs.emails'), panel: <EmailOutboxTab /> },
        { key: 'sms', label: t('tabs.sms'), panel: <SmsOutboxTab /> },
      ]}
    />
  );
}
