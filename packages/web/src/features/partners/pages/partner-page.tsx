import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions, useSelectedPartner, useSession } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { partner as partnerStore } from '../../../app/services.ts';
import { RecordTimeline } from '../../../components/audit/record-timeline.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePartner } from '../api/get-partner.ts';
import { useCountryOptions } from '../api/list-countries.ts';
import { useUpdatePartner } from '../api/update-partner.ts';
import { ClaimConfigTab, EmailConfigTab, GeneralConfigTab, GroupConfigTab } from '../components/config-forms.tsx';
import { PartnerForm } from '../components/partner-form.tsx';

const TABS = ['config', 'claim', 'group', 'email'] as const;

/**
 * One partner: its main fields, then its four settings documents as tabs. The settings API works on the selected
 * partner (the `partner` parameter every call carries), so the tabs show once this partner is the selected one.
 */
export default function PartnerPage() {
  const { t } = useTranslation('partners');
  const { guid = '' } = useParams();
  const canWrite = usePermissions().has('partners.write');
  const selected = useSelectedPartner();
  const inToken = (useSession().claims?.partners ?? []).includes(guid);
  const loaded = usePartner(guid);
  const countries = useCountryOptions();
  const update = useUpdatePartner();
  const [tab, setTab] = useState<(typeof TABS)[number]>('config');
  const p = loaded.data;
  if (loaded.isError)
    return (
      <Alert severity="error" role="alert">
        {errorText(loaded.error, t('notFound'))}
      </Alert>
    );
  if (!p) return <CircularProgress aria-label={t('app:loading')} />;
  const currency = countries.data?.find((c) => c.code === p.country)?.currency_code ?? '';

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/admin/partners">
        {t('backToList')}
      </Link>
      <Typography variant="h4" component="h1">
        {p.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="partner-main">
        <Typography variant="h6" component="h2" id="partner-main">
          {t('mainSection')}
        </Typography>
        <PartnerForm
          key={p.updated_at}
          partner={p}
          readOnly={!canWrite}
          busy={update.isPending}
          error={update.error}
          errorFallback={t('updateFailed')}
          onSubmit={(v) =>
            update.mutate(
              { ...v, guid: p.guid },
              { onSuccess: (r) => notify(t('updated', { name: r.name }), 'success') },
            )
          }
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="partner-settings">
        <Typography variant="h6" component="h2" id="partner-settings">
          {t('settingsSection')}
        </Typography>
        {selected !== guid ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <Typography>{t(inToken ? 'selectToConfigure' : 'signInAgainToConfigure', { name: p.name })}</Typography>
            {inToken && (
              <Button variant="outlined" onClick={() => void partnerStore.select(guid)}>
                {t('selectPartner', { name: p.name })}
              </Button>
            )}
          </Box>
        ) : (
          <>
            <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={t('settingsSection')} sx={{ mb: 2 }}>
              {TABS.map((k) => (
                <Tab key={k} value={k} label={t(`configs.${k}.title`)} id={`tab-${k}`} aria-controls={`panel-${k}`} />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {tab === 'config' && <GeneralConfigTab readOnly={!canWrite} currency={currency} />}
              {tab === 'claim' && <ClaimConfigTab readOnly={!canWrite} currency={currency} />}
              {tab === 'group' && <GroupConfigTab readOnly={!canWrite} />}
              {tab === 'email' && <EmailConfigTab readOnly={!canWrite} />}
            </Box>
          </>
        )}
      </Paper>
      {inToken && <RecordTimeline entityGuid={p.guid} partner={p.guid} />}
    </Stack>
  );
}
