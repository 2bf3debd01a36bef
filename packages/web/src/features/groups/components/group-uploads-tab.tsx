import type { ImportBatch } from '@coverdesk/contract/common/imports';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { ImportProgress } from '../../../components/imports/import-progress.tsx';
import { useImportDownload } from '../../../components/imports/import-queries.ts';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useGroupUploads } from '../api/group-pages.ts';
import { MEMBER_IMPORT_ROUTES, memberBatchPath } from './group-members-tab.tsx';

const problemsOf = (b: ImportBatch) => b.invalid + b.duplicates + b.failed;

/** The group's earlier members files: status, counts, the batch page and its error file. */
export function GroupUploadsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupUploads(groupId, paging.params);
  const download = useImportDownload(MEMBER_IMPORT_ROUTES);
  const pathOf = memberBatchPath(groupId);
  const columns: GridColDef<ImportBatch>[] = [
    {
      field: 'filename',
      headerName: t('app:imports.fields.file'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={pathOf(row.guid)}>
          {row.filename}
        </Link>
      ),
    },
    {
      field: 'created_at',
      headerName: t('app:imports.fields.created'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.created_at} />,
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
    { field: 'total', headerName: t('uploads.rows'), width: 90, type: 'number' },
    { field: 'applied', headerName: t('app:imports.counts.applied'), width: 100, type: 'number' },
    {
      field: 'failed',
      headerName: t('app:imports.counts.problems'),
      width: 110,
      type: 'number',
      valueGetter: (_v, row) => problemsOf(row),
    },
    { field: 'created_by', headerName: t('app:imports.fields.by'), width: 130 },
    {
      field: 'actions',
      headerName: t('app:imports.errorFile'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) =>
        problemsOf(row) > 0 ? (
          <Button
            size="small"
            aria-label={t('uploads.errorFileOf', { name: row.filename })}
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
  return <PagedDataTable label={t('uploads.title')} columns={columns} list={list} paging={paging} />;
}
