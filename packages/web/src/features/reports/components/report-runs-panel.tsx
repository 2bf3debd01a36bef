import type { ReportRun } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { sizeText } from '../../../lib/documents.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCancelRun, useDownloadRun, useReportRuns } from '../api/report-runs.ts';

const SIZE = 5;

function RunLine({ run }: { run: ReportRun }) {
  const { t } = useTranslation('reports');
  const download = useDownloadRun();
  const cancel = useCancelRun();
  const active = run.status === 'queued' || run.status === 'running';
  const percent = run.total ? Math.min(100, Math.round((run.processed / run.total) * 100)) : 0;
  const params = Object.values(run.parameters).join(' – ');
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={1}>
          {run.status === 'done' && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => download.mutate(run.guid)}
              disabled={download.isPending}
            >
              {t('runs.download', { type: run.type.toUpperCase() })}
            </Button>
          )}
          {active && (
            <Button size="small" color="warning" onClick={() => cancel.mutate(run.guid)} disabled={cancel.isPending}>
              {t('runs.cancel')}
            </Button>
          )}
        </Stack>
      }
    >
      <ListItemText
        primary={`${run.title} · ${run.type.toUpperCase()}${params ? ` · ${params}` : ''}`}
        secondary={
          <Box component="span" sx={{ display: 'block', pr: 24 }}>
            <Box component="span" sx={{ display: 'block' }}>
              {t(`runs.status.${run.status}`)} · <DateTimeText value={run.created_at} />
              {run.status === 'done' && run.size_bytes !== null
                ? ` · ${t('runs.rows', { count: run.processed })} · ${sizeText(run.size_bytes)}`
                : ''}
            </Box>
            {active && (
              <LinearProgress
                sx={{ display: 'block', mt: 0.5 }}
                variant={run.total ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('runs.progress', { title: run.title })}
              />
            )}
            {run.status === 'failed' && (
              <Box component="span" sx={{ color: 'error.main' }}>
                {t('errorGenerating')}
              </Box>
            )}
            {download.isError && (
              <Box component="span" role="alert" sx={{ display: 'block', color: 'error.main' }}>
                {errorText(download.error, t('errorDownloading'))}
              </Box>
            )}
          </Box>
        }
      />
    </ListItem>
  );
}

/** The user's exports: progress bars while they run, a download link when done, past runs downloadable again. */
export function ReportRunsPanel() {
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const runs = useReportRuns({ page, size: SIZE });
  const data = runs.data;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="report-runs-title">
      <Typography id="report-runs-title" variant="h6" component="h2">
        {t('runs.title')}
      </Typography>
      {runs.isError && <Alert severity="error">{errorText(runs.error)}</Alert>}
      {data && data.items.length === 0 && <Typography color="text.secondary">{t('runs.none')}</Typography>}
      <List dense>
        {data?.items.map((r) => (
          <RunLine key={r.guid} run={r} />
        ))}
      </List>
      {data && data.count > SIZE && (
        <Pagination count={Math.ceil(data.count / SIZE)} page={page} onChange={(_, p) => setPage(p)} />
      )}
    </Paper>
  );
}
