import type { DashboardWork } from '@coverdesk/contract';
import { CLAIM_AGE_BUCKETS } from '@coverdesk/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { WorkCount } from './work-count.tsx';
import { WorkSection } from './work-section.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const cell = { xs: 12, sm: 6, md: 3 } as const;

/** The call-centre agent: customers waiting for a call back, and the customers registered last. */
export function AgentWork({ work, canRegister }: { work?: DashboardWork['agent']; canRegister: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <WorkSection id="agent" title={t('work.agent.title')}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={cell}>
          <WorkCount
            id="callbacks"
            label={t('work.agent.callbacks')}
            hint={t('work.agent.callbacksHint')}
            value={work?.callbacks_due ?? 0}
            pending={!work}
            to="/claim-callbacks"
            tone="warning"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {t('work.agent.recent')}
          </Typography>
          {work && work.recent_customers.length === 0 && (
            <Typography color="text.secondary">{t('work.agent.noCustomers')}</Typography>
          )}
          <List dense disablePadding>
            {work?.recent_customers.map((c) => (
              <ListItem key={c.guid} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/customers/${c.guid}`}>
                      {c.full_name}
                    </Link>
                  }
                  secondary={
                    <>
                      {c.msisdn} · <DateText value={c.created_at} />
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/customers" variant="outlined" size="small">
              {t('work.agent.find')}
            </Button>
            {canRegister && (
              <Button component={RouterLink} to="/register-customer" variant="outlined" size="small">
                {t('work.agent.register')}
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </WorkSection>
  );
}

/** The claims assessor: claims awaiting a decision, by how long they have waited. */
export function AssessorWork({ work }: { work?: DashboardWork['assessor'] }) {
  const { t } = useTranslation('dashboard');
  const ages = work?.decision_pending_by_age;
  return (
    <WorkSection id="assessor" title={t('work.assessor.title')}>
      <Grid container spacing={2}>
        <Grid size={cell}>
          <WorkCount
            id="decision-pending"
            label={t('work.assessor.decisionPending')}
            hint={t('work.assessor.late', { count: ages?.over_30_days ?? 0 })}
            value={work?.decision_pending ?? 0}
            pending={!work}
            to="/claims?queue=processing"
            tone={ages && ages.over_30_days > 0 ? 'error' : undefined}
          />
        </Grid>
        <Grid size={cell}>
          <WorkCount
            id="approved-pending"
            label={t('work.assessor.approvedPending')}
            value={work?.approved_pending ?? 0}
            pending={!work}
            to="/claims?queue=processing"
          />
        </Grid>
        <Grid size={cell}>
          <WorkCount
            id="documents"
            label={t('work.assessor.documents')}
            value={work?.open ?? 0}
            pending={!work}
            to="/claims?queue=open"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {ages && (
            <figure aria-label={t('work.assessor.byAge')} style={{ margin: 0 }}>
              <BarChart
                height={150}
                margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: CLAIM_AGE_BUCKETS.map((b) => t(`work.ages.${b}`)),
                    tickLabelStyle: { fontSize: 10 },
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 28 }]}
                series={[{ data: CLAIM_AGE_BUCKETS.map((b) => ages[b]), label: t('work.assessor.byAge') }]}
                hideLegend
              />
            </figure>
          )}
        </Grid>
      </Grid>
    </WorkSection>
  );
}

/** The finance officer: claims to pay, payouts that failed, and today's payments with the last two weeks' trend. */
export function FinanceWork({ work, currency }: { work?: DashboardWork['finance']; currency?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = (cents: number | string) =>
    currency ? formatMoney(cents, currency, i18n.language) : String(Number(cents) / 100);
  const day = today();
  return (
    <WorkSection id="finance" title={t('work.finance.title')}>
      <Grid container spacing={2}>
        <Grid size={cell}>
          <WorkCount
            id="payable"
            label={t('work.finance.payable')}
            value={work?.payable_claims ?? 0}
            pending={!work}
            to="/claims?queue=payable"
          />
        </Grid>
        <Grid size={cell}>
          <WorkCount
            id="failed-payouts"
            label={t('work.finance.failedPayouts')}
            hint={t('work.finance.failedPayoutsHint')}
            value={work?.failed_payouts ?? 0}
            pending={!work}
            to="/claims?queue=payable&payment_status=failed"
            tone="error"
          />
        </Grid>
        <Grid size={cell}>
          <WorkCount
            id="payments-today"
            label={t('work.finance.paymentsToday')}
            hint={work ? money(work.payments_today_cents) : undefined}
            value={work?.payments_today ?? 0}
            pending={!work}
            to={`/payments?from=${day}&to=${day}`}
          />
        </Grid>
        <Grid size={cell}>
          {work && (
            <figure aria-label={t('work.finance.trend')} style={{ margin: 0 }}>
              <LineChart
                height={150}
                margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: work.payments_by_day.map((d) => d.day),
                    valueFormatter: (d: string) => formatDate(d, i18n.language),
                    tickLabelStyle: { fontSize: 10 },
                  },
                ]}
                yAxis={[{ width: 28, tickMinStep: 1 }]}
                series={[
                  {
                    data: work.payments_by_day.map((d) => d.count),
                    label: t('work.finance.trend'),
                    area: true,
                    showMark: false,
                  },
                ]}
                hideLegend
              />
            </figure>
          )}
        </Grid>
      </Grid>
    </WorkSection>
  );
}

/** The administrator: who works for the partner, and uploads that failed. */
export function AdminWork({ work }: { work?: DashboardWork['admin'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <WorkSection id="admin" title={t('work.admin.title')}>
      <Grid container spacing={2}>
        <Grid size={cell}>
          <WorkCount
            id="users"
            label={t('work.admin.users')}
            value={work?.users ?? 0}
            pending={!work}
            to="/admin/users"
          />
        </Grid>
        <Grid size={cell}>
          <WorkCount
            id="failed-imports"
            label={t('work.admin.failedImports')}
            hint={t('work.admin.failedImportsHint')}
            value={work?.failed_imports ?? 0}
            pending={!work}
            to="/bulk-payments"
            tone="error"
          />
        </Grid>
      </Grid>
    </WorkSection>
  );
}
