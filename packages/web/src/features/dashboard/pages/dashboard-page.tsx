import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelectedPartner, useSession } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { useDashboardSummary } from '../api/get-summary.ts';
import { usePartners } from '../api/list-partners.ts';

const COUNTS = ['customers', 'policies', 'active_policies', 'open_claims'] as const;

/** The internal dashboard, landing page after sign-in. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { claims } = useSession();
  const selected = useSelectedPartner();
  const partners = usePartners();
  const summary = useDashboardSummary();
  const partnerName = partners.data?.find((p) => p.guid === selected)?.name ?? selected;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Card>
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
      <Grid container spacing={2} component="section" aria-label={t('summary')}>
        {COUNTS.map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography color="text.secondary" component="h2" variant="subtitle1">
                  {t(`counts.${k}`)}
                </Typography>
                <Typography variant="h4" component="p" data-testid={`count-${k}`}>
                  {summary.isPending ? <Skeleton width={60} /> : (summary.data?.[k] ?? '—')}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
