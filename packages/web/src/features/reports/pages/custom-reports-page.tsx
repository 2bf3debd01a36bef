import type { CustomReport } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCustomReports, useDeleteCustomReport } from '../api/custom-reports.ts';
import { type ReportPageQuery, useCustomReportPage } from '../api/run-report.ts';
import { CustomReportDialog } from '../components/custom-report-dialog.tsx';
import { ExportActions } from '../components/export-actions.tsx';
import { type Period, PeriodFields, periodProblems } from '../components/period-fields.tsx';
import { ReportRunsPanel } from '../components/report-runs-panel.tsx';
import { ReportResultTable } from '../components/report-table.tsx';

/** Custom reports: saved query-builder reports of the partner, generated for any period and exported like the others. */
export default function CustomReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const canManage = usePermissions().has('reports.manage');
  const list = useCustomReports({ page: 1, size: 100 });
  const remove = useDeleteCustomReport();
  const [editing, setEditing] = useState<CustomReport | null | 'new'>(null);
  const [deleting, setDeleting] = useState<CustomReport | null>(null);
  const [selected, setSelected] = useState<CustomReport | null>(null);
  const [period, setPeriod] = useState<Period>({ startDate: '', endDate: '' });
  const [shown, setShown] = useState<ReportPageQuery | null>(null);
  const problems = periodProblems(period, { required: false });
  const valid = Object.keys(problems).length === 0;
  const parameters = period.startDate && period.endDate ? period : {};
  const page = useCustomReportPage(shown && selected ? selected.id : null, shown, i18n.language);
  return (
    <Stack spacing={2}>
      <ListHeader
        title={t('custom.title')}
        create={canManage && { label: t('custom.create'), onClick: () => setEditing('new') }}
      />
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <Paper>
        {list.data && list.data.items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('custom.none')}
          </Typography>
        )}
        <List aria-label={t('custom.title')}>
          {list.data?.items.map((r) => (
            <ListItem
              key={r.id}
              disablePadding
              secondaryAction={
                canManage && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(r)}>
                      {t('custom.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(r)}>
                      {t('custom.delete')}
                    </Button>
                  </Stack>
                )
              }
            >
              <ListItemButton
                selected={selected?.id === r.id}
                onClick={() => {
                  setSelected(r);
                  setShown(null);
                }}
              >
                <ListItemText
                  primary={r.name}
                  secondary={t('custom.summary', { dataset: r.dataset, count: r.columns.length })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {selected && (
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {selected.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('custom.periodHint')}
            </Typography>
            <PeriodFields value={period} onChange={setPeriod} problems={problems} required={false} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
              <Button
                variant="contained"
                disabled={!valid}
                onClick={() => setShown({ ...parameters, page: 1, size: 25 })}
              >
                {t('custom.generate')}
              </Button>
              <ExportActions report={`custom:${selected.id}`} parameters={parameters} disabled={!valid} />
            </Stack>
          </Stack>
        </Paper>
      )}
      {page.isError && <Alert severity="error">{errorText(page.error, t('errorGenerating'))}</Alert>}
      {shown && page.data && (
        <ReportResultTable
          data={page.data}
          page={shown.page}
          size={shown.size}
          loading={page.isFetching}
          onPage={(p, size) => setShown({ ...shown, page: p, size })}
        />
      )}
      <ReportRunsPanel />
      {editing && (
        <CustomReportDialog open report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        ns="reports"
        row={deleting}
        rowId={(r) => r.id}
        remove={remove}
        onClose={() => {
          if (deleting && selected?.id === deleting.id) setSelected(null);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
