import type { FeatureFlag } from '@coverdesk/contract/feature-flags/feature-flags.schemas';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { actionsColumn, NamedRowActions } from '../../../components/lists/row-actions.tsx';
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
    columns.push(
      actionsColumn(t('app:table.actions'), 110, (row) => (
        <NamedRowActions
          ns="feature-flags"
          name={row.name}
          onEdit={() => setEditing(row)}
          onDelete={() => setDeleting(row)}
        />
      )),
    );

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('create'), onClick: () => setEditing('new') }}>
        <SearchField fullWidth={false} label={t('search')} search={search} />
      </ListHeader>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
      {editing && <FeatureFlagFormDialog flag={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        ns="feature-flags"
        row={deleting}
        rowId={(r) => r.guid}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
