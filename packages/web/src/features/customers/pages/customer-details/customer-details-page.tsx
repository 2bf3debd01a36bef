import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePermissions } from '../../../../app/hooks.ts';
import { usePartnerCountry } from '../../../../app/partner/partner-country.ts';
import { Loading } from '../../../../app/session/require-session.tsx';
import { RecordTimeline } from '../../../../components/audit/record-timeline.tsx';
import { DateText } from '../../../../components/date-text.tsx';
import { RecordHeader, WRAPPING_TABS } from '../../../../components/record-header.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useCustomer } from '../../api/get-customer.ts';
import { useCustomerOverview } from '../../api/get-customer-overview.ts';
import { CallerActions } from '../../components/caller-actions.tsx';
import { KycChip } from '../../components/kyc-chip.tsx';
import { formatMsisdn } from '../../components/phone-check.ts';
import type { CustomerTab } from './tabs.tsx';

/**
 * Customer details: a header and the given tabs the user may see; the tab is part of the URL. The app composes the
 * tabs (`app/pages/customer-tabs.ts`), since several features own them.
 */
export function CustomerDetailsPage({ tabs: allTabs }: { tabs: readonly CustomerTab[] }) {
  const { t } = useTranslation('customers');
  const { guid = '', tab } = useParams();
  const permissions = usePermissions();
  const customer = useCustomer(guid);
  const country = usePartnerCountry().data;
  const overview = useCustomerOverview(guid);
  const policies = overview.data?.policies ?? [];
  // "Record payment" opens on the policy the caller most likely pays: the first active one, else the first.
  const payFor = (policies.find((p) => p.status === 'active') ?? policies[0])?.guid;
  const tabs = allTabs.filter((x) => permissions.has(x.permission));
  const current = tabs.find((x) => x.id === tab) ?? tabs[0];

  if (customer.isPending) return <Loading />;
  if (customer.isError)
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('details.title')}
        </Typography>
        <Typography role="alert">{errorText(customer.error)}</Typography>
        <Link to="/customers">{t('details.backToSearch')}</Link>
      </Stack>
    );
  if (tab && current && current.id !== tab) return <Navigate to={`/customers/${guid}`} replace />;
  const c = customer.data;
  return (
    <Stack spacing={2}>
      <RecordHeader
        title={c.full_name}
        status={
          <Chip
            label={t(`statuses.${c.status}`, { defaultValue: c.status })}
            color={c.status === 'active' ? 'success' : 'default'}
            size="small"
          />
        }
        badges={<KycChip status={c.kyc_status} />}
        back={{ to: '/customers', label: t('details.backToSearch') }}
        facts={[
          { label: t('fields.msisdn'), value: formatMsisdn(c.msisdn, country) },
          { label: t('fields.date_of_birth'), value: c.date_of_birth && <DateText value={c.date_of_birth} /> },
          { label: t('fields.national_id'), value: c.national_id },
          {
            label: t('fields.language'),
            value: c.language && t(`languages.${c.language}`, { defaultValue: c.language }),
          },
        ]}
      />
      <CallerActions customerGuid={c.guid} paymentPolicyGuid={payFor} />
      <Paper>
        <Tabs value={current?.id ?? false} aria-label={t('details.sections')} sx={WRAPPING_TABS}>
          {tabs.map((x) => (
            <Tab
              key={x.id}
              value={x.id}
              label={t(x.label)}
              component={Link}
              to={x.id === tabs[0]?.id ? `/customers/${guid}` : `/customers/${guid}/${x.id}`}
              id={`customer-tab-${x.id}`}
              aria-controls="customer-tab-panel"
            />
          ))}
        </Tabs>
      </Paper>
      {current && (
        <Box role="tabpanel" id="customer-tab-panel" aria-labelledby={`customer-tab-${current.id}`}>
          <Suspense fallback={<Loading />}>
            <current.Component customer={c} />
          </Suspense>
        </Box>
      )}
      <RecordTimeline entityGuid={c.guid} />
    </Stack>
  );
}
