import type { ImportBatch, ImportRoutes } from '@coverdesk/contract/common/imports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../audit/record-timeline.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { ListColumn } from '../lists/fit-columns.ts';
import { PagedDataTable } from '../lists/paged-data-table.tsx';
import { usePaging } from '../lists/use-paging.ts';
import { ImportProgress } from './import-progress.tsx';
import { useImportAction, useImportDownload, useImportRows } from './import-queries.ts';
import { ImportStages } from './import-stages.tsx';

type Row = { line: number; key: string | null; status: string; reason: string | null; data: Record<string, string> };
const COUNTS = ['total', 'valid', 'applied', 'already', 'invalid', 'duplicates', 'failed'] as const;

/**
 * One batch: live progress, its counts, what the user may do next (cancel while it runs; apply a completed dry run,
 * after confirming), the rows to fix with their reason, and the error file to fix and upload again.
 */
export function ImportBatchDetail(props: {
  routes: ImportRoutes;
  batch: ImportBatch;
  columns: readonly string[];
  canWrite: boolean;
  /** What applying the dry run does, for the confirmation. */
  confirmText: string;
  /** Texts of the import's named steps and their breakdowns, when it has steps (e.g. loyalty). */
  stages?: { label(name: string): string; detail(key: string): string };
  /** More about the batch, under its progress (e.g. a loyalty run's undo). */
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { batch, routes } = props;
  const paging = usePaging();
  const live = batch.status === 'queued' || batch.status === 'running';
  const rows = useImportRows(
    routes,
    batch.guid,
    paging.params,
    `${batch.status}:${batch.processed}:${batch.failed}:${batch.invalid}:${batch.duplicates}`,
  );
  const cancel = useImportAction(routes, 'cancel');
  const apply = useImportAction(routes, 'apply');
  const download = useImportDownload(routes);
  const [confirm, setConfirm] = useState<'cancel' | 'apply'>();
  const problems = batch.invalid + batch.duplicates + batch.failed;
  const counts = COUNTS.filter((c) => c !== 'valid' || batch.dry_run);
  const columns: ListColumn<Row>[] = [
    { field: 'line', headerName: t('app:imports.fields.line'), width: 80, type: 'number', priority: 0 },
    ...props.columns.map(
      (c): ListColumn<Row> => ({
        field: c,
        headerName: c,
        flex: 1,
        minWidth: 120,
        valueGetter: (_v, row) => row.data[c],
      }),
    ),
    {
      field: 'status',
      headerName: t('app:imports.fields.outcome'),
      priority: 0,
      valueGetter: (_v, row) => t(`app:imports.rowStatus.${row.status}`),
      fitText: (row) => t(`app:imports.rowStatus.${row.status}`),
    },
    {
      field: 'reason',
      headerName: t('app:imports.fields.reason'),
      flex: 2,
      minWidth: 240,
      priority: 0,
      // A reason is read whole: it wraps (the row grows) rather than being cut.
      renderCell: ({ row }) => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.4, py: 1 }}>{row.reason}</Box>,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="batch-progress">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="batch-progress" sx={{ flexGrow: 1 }}>
            {t('app:imports.progressTitle')}
          </Typography>
          <Chip label={batch.dry_run ? t('app:imports.dryRunShort') : t('app:imports.realRunShort')} size="small" />
          {props.canWrite && live && (
            <Button color="warning" onClick={() => setConfirm('cancel')}>
              {t('app:imports.cancel')}
            </Button>
          )}
          {props.canWrite && batch.dry_run && batch.status === 'completed' && batch.valid > 0 && (
            <Button variant="contained" onClick={() => setConfirm('apply')}>
              {t('app:imports.apply', { count: batch.valid })}
            </Button>
          )}
        </Box>
        <ImportProgress batch={batch} />
        {props.stages && <ImportStages batch={batch} label={props.stages.label} detail={props.stages.detail} />}
        {batch.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {batch.error}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 2, mb: 0 }}>
          {counts.map((c) => (
            <Box key={c}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`app:imports.counts.${c}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {batch[c].toLocaleString(i18n.language)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {props.children}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="batch-problems">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="batch-problems" sx={{ flexGrow: 1 }}>
            {t('app:imports.problemsTitle')}
          </Typography>
          {problems > 0 && (
            <Button
              variant="outlined"
              onClick={() =>
                download.mutate({
                  batch: batch.guid,
                  name: `${batch.filename.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`,
                })
              }
            >
              {t('app:imports.errorFile')}
            </Button>
          )}
        </Box>
        {problems > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('app:imports.errorFileHint')}
          </Typography>
        )}
        <PagedDataTable
          label={t('app:imports.problemsTitle')}
          columns={columns}
          list={rows}
          paging={paging}
          getRowId={(r) => String(r.line)}
          autoRowHeight
        />
      </Paper>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === 'apply' ? t('app:imports.applyTitle') : t('app:imports.cancelTitle')}
        text={confirm === 'apply' ? props.confirmText : t('app:imports.cancelText')}
        confirmLabel={confirm === 'apply' ? t('app:imports.applyConfirm') : t('app:imports.cancel')}
        busy={cancel.isPending || apply.isPending}
        onConfirm={() => {
          (confirm === 'apply' ? apply : cancel).mutate(batch.guid);
          setConfirm(undefined);
        }}
        onClose={() => setConfirm(undefined)}
      />
      <RecordTimeline entityGuid={batch.guid} />
    </Box>
  );
}
