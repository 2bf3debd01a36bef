import type { ImportBatch, ImportRoutes } from '@coverdesk/contract/common/imports';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../lib/paging.ts';
import type { ListColumn } from '../lists/fit-columns.ts';
import { dateTimeColumn, referenceColumn } from '../lists/list-columns.tsx';
import { PagedDataTable } from '../lists/paged-data-table.tsx';
import { type Paging, usePaging } from '../lists/use-paging.ts';
import { ImportProgress } from './import-progress.tsx';
import { useImportBatches, useImportDownload } from './import-queries.ts';

interface TableProps {
  /** The import's routes: its list (for `ImportBatchesTable`) and the error file of a batch. */
  routes: ImportRoutes;
  batchPath(guid: string): string;
  label: string;
}

const problemsOf = (b: ImportBatch) => b.invalid + b.duplicates + b.failed;

/** An import's own list of batches (its `list` route), newest first. */
export function ImportBatchesTable(props: TableProps) {
  const paging = usePaging();
  const list = useImportBatches(props.routes, paging.params);
  return <ImportBatchesGrid {...props} list={list} paging={paging} />;
}

/**
 * Batches of an import from any paged query (e.g. one group's member files), each with its live progress and counts;
 * the file name opens the batch, and a batch with rows to fix offers its error file.
 */
export function ImportBatchesGrid(
  props: TableProps & { list: { data?: Paged<ImportBatch>; isFetching: boolean }; paging: Paging },
) {
  const { t } = useTranslation();
  const download = useImportDownload(props.routes);
  const columns: ListColumn<ImportBatch>[] = [
    referenceColumn<ImportBatch>(
      'filename',
      t('app:imports.fields.file'),
      (r) => r.filename,
      (r) => props.batchPath(r.guid),
      { flex: 1 },
    ),
    dateTimeColumn<ImportBatch>('created_at', t('app:imports.fields.created'), (r) => r.created_at, { priority: 2 }),
    {
      field: 'dry_run',
      headerName: t('app:imports.fields.mode'),
      width: 110,
      priority: 3,
      valueGetter: (_v, row) => (row.dry_run ? t('app:imports.dryRunShort') : t('app:imports.realRunShort')),
    },
    {
      field: 'status',
      headerName: t('app:imports.fields.progress'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <div style={{ width: '100%', paddingTop: 8 }}>
          <ImportProgress batch={row} />
        </div>
      ),
    },
    { field: 'total', headerName: t('app:imports.counts.total'), width: 90, type: 'number', priority: 2 },
    { field: 'applied', headerName: t('app:imports.counts.applied'), width: 100, type: 'number', priority: 2 },
    {
      field: 'failed',
      headerName: t('app:imports.counts.problems'),
      width: 110,
      type: 'number',
      valueGetter: (_v, row) => problemsOf(row),
    },
    { field: 'created_by', headerName: t('app:imports.fields.by'), width: 140, priority: 3 },
    {
      field: 'actions',
      headerName: t('app:imports.errorFile'),
      width: 160,
      sortable: false,
      fitText: (row) => (problemsOf(row) > 0 ? t('app:imports.errorFile').toUpperCase() : ''),
      fitExtra: 20,
      renderCell: ({ row }) =>
        problemsOf(row) > 0 ? (
          <Button
            size="small"
            aria-label={t('app:imports.errorFileOf', { name: row.filename })}
            disabled={download.isPending}
            onClick={() =>
              download.mutate({ batch: row.guid, name: `${row.filename.replace(/\.(csv|xlsx)$/i, '')}-errors.csv` })
            }
          >
            {t('app:imports.errorFile')}
          </Button>
        ) : null,
    },
  ];
  return <PagedDataTable label={props.label} columns={columns} list={props.list} paging={props.paging} />;
}
