import type { ImportBatch, ImportRoutes } from '@coverdesk/contract/common/imports';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../date-text.tsx';
import { PagedDataTable } from '../lists/paged-data-table.tsx';
import { usePaging } from '../lists/use-paging.ts';
import { ImportProgress } from './import-progress.tsx';
import { useImportBatches } from './import-queries.ts';

/** An import's batches, newest first, each with its live progress and counts; the file name opens the batch. */
export function ImportBatchesTable(props: { routes: ImportRoutes; batchPath(guid: string): string; label: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const list = useImportBatches(props.routes, paging.params);
  const columns: GridColDef<ImportBatch>[] = [
    {
      field: 'filename',
      headerName: t('app:imports.fields.file'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={props.batchPath(row.guid)}>
          {row.filename}
        </Link>
      ),
    },
    {
      field: 'created_at',
      headerName: t('app:imports.fields.created'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.created_at} />,
    },
    {
      field: 'dry_run',
      headerName: t('app:imports.fields.mode'),
      width: 110,
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
    { field: 'applied', headerName: t('app:imports.counts.applied'), width: 100, type: 'number' },
    {
      field: 'failed',
      headerName: t('app:imports.counts.problems'),
      width: 110,
      type: 'number',
      valueGetter: (_v, row) => row.failed + row.invalid + row.duplicates,
    },
    { field: 'created_by', headerName: t('app:imports.fields.by'), width: 140 },
  ];
  return <PagedDataTable label={props.label} columns={columns} list={list} paging={paging} />;
}
