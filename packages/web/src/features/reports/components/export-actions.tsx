import { FILE_REPORT_TYPES, type FileReportType } from '@coverdesk/contract/reports/reports.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateRun } from '../api/report-runs.ts';

/** CSV, XLSX and PDF buttons: each queues an export job, shown with its progress in "Your exports". */
export function ExportActions(props: {
  report: string;
  parameters: { startDate?: string; endDate?: string; status?: 'Approved' };
  disabled?: boolean;
  onQueued?(): void;
}) {
  const { t } = useTranslation('reports');
  const create = useCreateRun();
  const start = (type: FileReportType) =>
    create.mutate({ report: props.report, type, ...props.parameters }, { onSuccess: () => props.onQueued?.() });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {FILE_REPORT_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            disabled={props.disabled || create.isPending}
            onClick={() => start(type)}
          >
            {t('export', { type: type.toUpperCase() })}
          </Button>
        ))}
      </Stack>
      {create.isSuccess && <Alert severity="info">{t('queued', { title: create.data.title })}</Alert>}
      {create.isError && <Alert severity="error">{errorText(create.error, t('errorGenerating'))}</Alert>}
    </Stack>
  );
}
