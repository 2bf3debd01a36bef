import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailOutboxTab } from '../components/email-outbox-tab.tsx';
import { PartnerListsTab } from '../components/partner-lists-tab.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';
import { SmsOutboxTab } from '../components/sms-outbox-tab.tsx';

const TABS = ['settings', 'lists', 'emails', 'sms'] as const;

/** Internal configurations (SPEC §2): the platform's settings in one place, and the email and SMS outboxes. */
export default function ConfigurationPage() {
  const { t } = useTranslation('configuration');
  const [tab, setTab] = useState<(typeof TABS)[number]>('settings');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={t('title')} variant="scrollable">
        {TABS.map((k) => (
          <Tab key={k} value={k} label={t(`tabs.${k}`)} id={`config-tab-${k}`} aria-controls={`config-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`config-panel-${tab}`} aria-labelledby={`config-tab-${tab}`}>
        {tab === 'settings' && <SettingsTab />}
        {tab === 'lists' && <PartnerListsTab />}
        {tab === 'emails' && <EmailOutboxTab />}
        {tab === 'sms' && <SmsOutboxTab />}
      </Box>
    </Stack>
  );
}
