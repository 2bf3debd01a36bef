import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useReportCatalogue } from '../api/report-catalogue.ts';
import { type ReportPageQuery, useReportPage } from '../api/run-report.ts';
import { ExportActions } from '../components/export-actions.tsx';
import { type Period, PeriodFields, periodProblems } from '../components/period-fields.tsx';
import { ReportRunsPanel } from '../components/report-runs-panel.tsx';
import { ReportResultTable } from '../components/report-table.tsx';
import { ScheduleDialog } from '../components/schedule-dialog.tsx';
import { SchedulesPanel } from '../components/schedules-panel.tsx';

const GROUPS = ['premiums', 'policies', 'customers', 'claims', 'agents', 'debit_orders', 'groups'] as const;

/** The reports screen: pick a report, set its period, read it page by page, export it (CSV, XLSX, PDF) or schedule it. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const catalogue = useReportCatalogue(i18n.language);
  const permissions = usePermissions();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<Period>({ startDate: '', endDate: '' });
  const [approved, setApproved] = useState(false);
  const [shown, setShown] = useState<ReportPageQuery | null>(null);
  const [touched, setTouched] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const info = catalogue.data?.items.find((r) => r.name === name);
  const problems = info
    ? periodProblems(period, { required: info.dated, windowMonths: info.premium_window_months })
    : {};
  const valid = Boolean(info) && Object.keys(problems).length === 0;
  const parameters = {
    ...(info?.dated ? period : {}),
    ...(approved && info?.approvable ? { status: 'Approved' as const } : {}),
  };
  const page = useReportPage(shown ? name : null, shown, i18n.language);
  const run = () => {
    setTouched(true);
    if (valid) setShown({ ...parameters, page: 1, size: 25 });
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')}>
        <Button component={RouterLink} to="/reports/custom">
          {t('custom.nav')}
        </Button>
      </ListHeader>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            select
            label={t('fields.report')}
            value={name}
            required
            onChange={(e) => {
              setName(e.target.value);
              setShown(null);
              setTouched(false);
              setApproved(false);
            }}
            error={touched && !name}
            helperText={info?.description ?? (touched && !name ? t('errors.required') : t('pickHint'))}
          >
            {GROUPS.flatMap((g) => [
              <ListSubheader key={`g-${g}`}>{t(`groups.${g}`)}</ListSubheader>,
              ...(catalogue.data?.items ?? [])
                .filter((r) => r.group === g)
                .map((r) => (
                  <MenuItem key={r.name} value={r.name}>
                    {r.title}
                  </MenuItem>
                )),
            ])}
          </TextField>
          {info?.dated && (
            <PeriodFields
              value={period}
              onChange={(p) => {
                setPeriod(p);
                setShown(null);
              }}
              problems={touched ? problems : {}}
              required
              windowMonths={info.premium_window_months}
            />
          )}
          {info && !info.dated && <Typography color="text.secondary">{t('asOfToday')}</Typography>}
          {info?.premium_window_months && (
            <Typography variant="body2" color="text.secondary">
              {t('premiumWindowHint', { months: info.premium_window_months })}
            </Typography>
          )}
          {info?.approvable && (
            <FormControlLabel
              control={<Switch checked={approved} onChange={(e) => setApproved(e.target.checked)} />}
              label={t('fields.approvedOnly')}
            />
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <Button variant="contained" onClick={run} disabled={!name}>
              {t('run')}
            </Button>
            {info && (
              <ExportActions
                report={name}
                parameters={parameters}
                disabled={!valid}
                onQueued={() => setTouched(true)}
              />
            )}
            {info && permissions.has('reports.read') && (
              <Button onClick={() => setScheduling(true)}>{t('schedule.open')}</Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      {page.isError && <Alert severity="error">{errorText(page.error, t('errorGenerating'))}</Alert>}
      {shown && page.data && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {page.data.title} · {t(page.data.more ? 'rowCountMore' : 'rowCount', { count: page.data.count })}
          </Typography>
          <ReportResultTable
            data={page.data}
            page={shown.page}
            size={shown.size}
            loading={page.isFetching}
            onPage={(p, size) => setShown({ ...shown, page: p, size })}
          />
        </Stack>
      )}
      <ReportRunsPanel />
      <SchedulesPanel />
      {info && (
        <ScheduleDialog
          open={scheduling}
          onClose={() => setScheduling(false)}
          report={name}
          title={info.title}
          approved={approved && info.approvable}
        />
      )}
    </Stack>
  );
}
