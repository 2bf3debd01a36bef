import type { CustomReport, CustomReportInput } from '@coverdesk/contract/reports/reports.schemas';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useEngineReportPage, useEngineReports, useUploadDefinition } from '../api/report-engine.ts';
import { ReportRunPanel } from '../components/report-run-panel.tsx';
import { ReportRunsPanel } from '../components/report-runs-panel.tsx';

/** A definition file is JSON of the custom-report shape; anything else is refused here, before any upload. */
const MAX_DEFINITION_BYTES = 256 * 1024;

/**
 * The report engine (SPEC §7 "POST /upload, GET /report, GET /reports"): upload a report definition file, then
 * render it on screen or export it like any report.
 */
export default function ReportEnginePage() {
  const { t } = useTranslation('reports');
  const canManage = usePermissions().has('reports.manage');
  const list = useEngineReports({ page: 1, size: 100 });
  const upload = useUploadDefinition();
  const input = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<CustomReport | null>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setFileProblem(null);
    upload.reset();
    if (file.size > MAX_DEFINITION_BYTES) return setFileProblem(t('engine.tooLarge'));
    let body: CustomReportInput;
    try {
      body = JSON.parse(await file.text()) as CustomReportInput;
    } catch {
      return setFileProblem(t('engine.notJson', { name: file.name }));
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return setFileProblem(t('engine.notJson', { name: file.name }));
    upload.mutate(body, {
      onSuccess: (r) => setSelected(r),
    });
  };

  return (
    <Stack spacing={2}>
      <ListHeader title={t('engine.title')} />
      <Paper sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('engine.hint')}
          </Typography>
          {canManage && (
            <div>
              <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                data-testid="definition-file"
                aria-label={t('engine.file')}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <Button
                variant="contained"
                startIcon={<UploadFile />}
                disabled={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {t('engine.upload')}
              </Button>
            </div>
          )}
          {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
          {upload.isError && <Alert severity="error">{errorText(upload.error, t('engine.uploadFailed'))}</Alert>}
          {upload.isSuccess && <Alert severity="success">{t('engine.uploaded', { name: upload.data.name })}</Alert>}
        </Stack>
      </Paper>
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <Paper>
        {list.data && list.data.items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('engine.none')}
          </Typography>
        )}
        <List aria-label={t('engine.listLabel')}>
          {list.data?.items.map((r) => (
            <ListItem key={r.id} disablePadding>
              <ListItemButton selected={selected?.id === r.id} onClick={() => setSelected(r)}>
                <ListItemText
                  primary={r.name}
                  secondary={t('engine.summary', {
                    dataset: r.dataset,
                    count: r.columns.length,
                    by: r.created_by ?? '—',
                    at: r.created_at.slice(0, 10),
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {selected && <ReportRunPanel report={selected} usePage={useEngineReportPage} />}
      <ReportRunsPanel />
    </Stack>
  );
}
