import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { BanksTab } from '../components/banks-tab.tsx';
import { ClaimListTab } from '../components/claim-list-tab.tsx';
import { SearchableTab } from '../components/searchable-tab.tsx';

const TABS = ['hospitals', 'diagnoses', 'rejectionReasons', 'conditions', 'banks'] as const;

/**
 * Reference lists (one of the internal configurations): the selected partner's hospitals, health diagnoses, claim rejection reasons and claim
 * conditions (maintained by `partners.write`), and the banks of a country (shared, read only).
 */
export default function ReferencePage() {
  const { t } = useTranslation('reference');
  const canWrite = usePermissions().has('partners.write');
  const [tab, setTab] = useState<(typeof TABS)[number]>('hospitals');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={t('title')} variant="scrollable">
        {TABS.map((k) => (
          <Tab key={k} value={k} label={t(`${k}.title`)} id={`ref-tab-${k}`} aria-controls={`ref-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`ref-panel-${tab}`} aria-labelledby={`ref-tab-${tab}`}>
        {(tab === 'hospitals' || tab === 'diagnoses') && <SearchableTab key={tab} kind={tab} canWrite={canWrite} />}
        {(tab === 'rejectionReasons' || tab === 'conditions') && (
          <ClaimListTab key={tab} kind={tab} canWrite={canWrite} />
        )}
        {tab === 'banks' && <BanksTab />}
      </Box>
    </Stack>
  );
}
