import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useInternalDashboard } from '../api/dashboards.ts';

function Section(props: { title: string; head: string[]; rows: (string | number)[][]; empty: string }) {
  return (
    <Paper sx={{ p: 2, height: '100%' }} component="section" aria-label={props.title}>
      <Typography variant="subtitle1" component="h2">
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              {props.head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((r, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a snapshot, no identity of their own
              <TableRow key={n}>
                {r.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed-width row
                  <TableCell key={i}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** The internal dashboard: background jobs per queue, the email and SMS outboxes, failed payouts, batches running. */
export default function InternalDashboardPage() {
  const { t } = useTranslation('reports');
  const q = useInternalDashboard();
  const d = q.data;
  const none = t('internal.none');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('internal.title')} />
      {q.isFetching && !d && <LinearProgress aria-label={t('internal.loading')} />}
      {q.isError && <Alert severity="error">{errorText(q.error)}</Alert>}
      {d && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section
              title={t('internal.queues')}
              head={[t('internal.queue'), t('internal.waiting'), t('internal.running'), t('internal.failed')]}
              rows={d.queues.map((x) => [x.queue, x.waiting, x.running, x.failed])}
              empty={none}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2">
                {t('internal.failedPayouts')}
              </Typography>
              <Typography variant="h4" component="p" color={d.failed_payouts ? 'error' : undefined}>
                {d.failed_payouts}
              </Typography>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section
              title={t('internal.emails')}
              head={[t('internal.status'), t('internal.count')]}
              rows={d.email_outbox.map((x) => [x.status, x.count])}
              empty={none}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section
              title={t('internal.sms')}
              head={[t('internal.status'), t('internal.count')]}
              rows={d.sms_outbox.map((x) => [x.status, x.count])}
              empty={none}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Section
              title={t('internal.batches')}
              head={[t('internal.kind'), t('internal.status'), t('internal.progress')]}
              rows={d.batches_in_progress.map((x) => [
                x.kind,
                x.status,
                x.total ? `${x.processed} / ${x.total}` : String(x.processed),
              ])}
              empty={none}
            />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
