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
import { useCustomReportPage } from '../api/run-report.ts';
import { CustomReportDialog } from '../components/custom-report-dialog.tsx';
import { ReportRunPanel } from '../components/report-run-panel.tsx';
import { ReportRunsPanel } from '../components/report-runs-panel.tsx';

/** Custom reports: saved query-builder reports of the partner, generated for any period and exported like the others. */
export default function CustomReportsPage() {
  const { t } = useTranslation('reports');
  const canManage = usePermissions().has('reports.manage');
  const list = useCustomReports({ page: 1, size: 100 });
  const remove = useDeleteCustomReport();
  const [editing, setEditing] = useState<CustomReport | null | 'new'>(null);
  const [deleting, setDeleting] = useState<CustomReport | null>(null);
  const [selected, setSelected] = useState<CustomReport | null>(null);
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
              <ListItemButton selected={selected?.id === r.id} onClick={() => setSelected(r)}>
                <ListItemText
                  primary={r.name}
                  secondary={t('custom.summary', { dataset: r.dataset, count: r.columns.length })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {selected && <ReportRunPanel report={selected} usePage={useCustomReportPage} />}
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
