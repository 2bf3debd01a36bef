import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePermissions, useSelectedPartner, useSession } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { DateText } from '../../../components/date-text.tsx';
import { useDashboardSummary } from '../api/get-summary.ts';
import { useDashboardWork } from '../api/get-work.ts';
import { usePartners } from '../api/list-partners.ts';
import { AdminWork, AgentWork, AssessorWork, FinanceWork } from '../components/role-work.tsx';
import { WorkCount } from '../components/work-count.tsx';

const COUNTS = [
  ['customers', '/customers'],
  ['policies', '/policies'],
  ['active_policies', '/policies?status=active'],
  ['open_claims', '/claims'],
] as const;

/**
 * The landing page after sign-in: each role's work queues (an agent's callbacks and recent customers, an assessor's
 * claims by age, finance's payouts and payments, an admin's users and failed uploads), then the partner's figures.
 * Every count opens its filtered list; a user sees the parts their permissions act on.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { claims } = useSession();
  const can = usePermissions();
  const selected = useSelectedPartner();
  const partners = usePartners();
  const summary = useDashboardSummary();
  const work = useDashboardWork().data;
  const currency = usePartnerCurrency();
  const partnerName = partners.data?.find((p) => p.guid === selected)?.name ?? selected;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="p">
            {t('welcome', { name: claims?.name || claims?.preferred_username })}
          </Typography>
          <Typography color="text.secondary" data-testid="selected-partner">
            {t('partner', { partner: partnerName ?? '—' })}
          </Typography>
          <Typography color="text.secondary">
            {t('today')} <DateText value={new Date()} />
          </Typography>
        </CardContent>
      </Card>
      {can.has('customers.write') && <AgentWork work={work?.agent} canRegister />}
      {can.has('claims.decide') && <AssessorWork work={work?.assessor} />}
      {can.has('claims.pay') && <FinanceWork work={work?.finance} currency={currency} />}
      {can.has('users.read') && <AdminWork work={work?.admin} />}
      <Grid container spacing={2} component="section" aria-label={t('summary')}>
        {COUNTS.map(([k, to]) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
            <WorkCount
              id={k}
              label={t(`counts.${k}`)}
              value={<span data-testid={`count-${k}`}>{summary.data?.[k] ?? (summary.isPending ? '' : '—')}</span>}
              pending={summary.isPending}
              to={to}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
