import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerListsTab } from '../components/partner-lists-tab.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';

/** A tab another feature adds to the configuration page: its key (in the ids), its label, what it shows. */
export interface ConfigurationTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * Internal configurations (SPEC §2): the platform's settings in one place, the partner lists, then the tabs the
 * app adds (the email and SMS outboxes, `app/pages/configuration-page.tsx`).
 */
export function ConfigurationPage({ extraTabs = [] }: { extraTabs?: readonly ConfigurationTab[] }) {
  const { t } = useTranslation('configuration');
  const tabs: ConfigurationTab[] = [
    { key: 'settings', label: t('tabs.settings'), panel: <SettingsTab /> },
    { key: 'lists', label: t('tabs.lists'), panel: <PartnerListsTab /> },
    ...extraTabs,
  ];
  const [tab, setTab] = useState('settings');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={t('title')} variant="scrollable">
        {tabs.map((k) => (
          <Tab
            key={k.key}
            value={k.key}
            label={k.label}
            id={`config-tab-${k.key}`}
            aria-controls={`config-panel-${k.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`config-panel-${tab}`} aria-labelledby={`config-tab-${tab}`}>
        {tabs.find((k) => k.key === tab)?.panel}
      </Box>
    </Stack>
  );
}
