import type { ReportTable } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import type { ReportPageQuery } from '../api/run-report.ts';
import { ExportActions } from './export-actions.tsx';
import { type Period, PeriodFields, periodProblems } from './period-fields.tsx';
import { ReportResultTable } from './report-table.tsx';

/** The query of a saved report's screen page (custom reports and uploaded engine definitions each have theirs). */
export type ReportPageHook = (
  id: string | null,
  query: ReportPageQuery | null,
  language: string,
) => UseQueryResult<ReportTable>;

/**
 * A saved report run with an optional period: Generate shows it as a server-paged table, the export buttons queue
 * CSV, XLSX or PDF files. The period stays when another report is chosen; the table shown is only the chosen one's.
 */
export function ReportRunPanel(props: { report: { id: string; name: string }; usePage: ReportPageHook }) {
  const { report, usePage } = props;
  const { t, i18n } = useTranslation('reports');
  const [period, setPeriod] = useState<Period>({ startDate: '', endDate: '' });
  const [run, setRun] = useState<{ id: string; query: ReportPageQuery } | null>(null);
  const shown = run?.id === report.id ? run.query : null;
  const problems = periodProblems(period, { required: false });
  const valid = Object.keys(problems).length === 0;
  const parameters = period.startDate && period.endDate ? period : {};
  const page = usePage(shown ? report.id : null, shown, i18n.language);
  return (
    <>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {report.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('custom.periodHint')}
          </Typography>
          <PeriodFields value={period} onChange={setPeriod} problems={problems} required={false} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <Button
              variant="contained"
              disabled={!valid}
              onClick={() => setRun({ id: report.id, query: { ...parameters, page: 1, size: 25 } })}
            >
              {t('custom.generate')}
            </Button>
            <ExportActions report={`custom:${report.id}`} parameters={parameters} disabled={!valid} />
          </Stack>
        </Stack>
      </Paper>
      {shown && page.isError && <Alert severity="error">{errorText(page.error, t('errorGenerating'))}</Alert>}
      {shown && page.data && (
        <ReportResultTable
          data={page.data}
          page={shown.page}
          size={shown.size}
          loading={page.isFetching}
          onPage={(p, size) => setRun({ id: report.id, query: { ...shown, page: p, size } })}
        />
      )}
    </>
  );
}
