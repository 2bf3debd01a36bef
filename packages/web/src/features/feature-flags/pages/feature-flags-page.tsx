import type { FeatureFlag } from '@coverdesk/contract/partners/feature-flags.schemas';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag.ts';
import { useFeatureFlags } from '../api/list-feature-flags.ts';
import { FeatureFlagFormDialog } from '../components/feature-flag-form-dialog.tsx';

/** Feature flags: the same CRUD pattern as countries, scoped by the selected partner. */
export default function FeatureFlagsPage() {
  const { t } = useTranslation('feature-flags');
  const canWrite = usePermissions().has('feature_flags.write');
  const paging = usePaging();
  const search = useListSearch(paging);
  const list = useFeatureFlags({ ...paging.params, search: search.term });
  const [editing, setEditing] = useState<FeatureFlag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FeatureFlag | null>(null);
  const remove = useDeleteFeatureFlag();

  const columns: GridColDef<FeatureFlag>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
    { field: 'description', headerName: t('fields.description'), flex: 2, minWidth: 200 },
    {
      field: 'enabled_for_partner',
      headerName: t('fields.forPartner'),
      width: 170,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.enabled_for_partner ? 'success' : 'default'}
          label={t(row.enabled_for_partner ? 'on' : 'off')}
        />
      ),
    },
    {
      field: 'updated_at',
      headerName: t('fields.updated_at'),
      width: 140,
      renderCell: ({ row }) => <DateText value={row.updated_at} />,
    },
  ];
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <IconButton size="small" aria-label={t('editOne', { name: row.name })} onClick={() => setEditing(row)}>
            <Edit fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('deleteOne', { name: row.name })} onClick={() => setDeleting(row)}>
            <Delete fontSize="small" />
          </IconButton>
        </>
      ),
    });

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('create'), onClick: () => setEditing('new') }}>
        <SearchField fullWidth={false} label={t('search')} search={search} />
      </ListHeader>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
      {editing && <FeatureFlagFormDialog flag={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('deleteTitle')}
        text={t('deleteText', { name: deleting?.name })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: () => notify(t('deleted', { name: deleting.name }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
