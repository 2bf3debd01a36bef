import type { Group } from '@coverdesk/contract/groups/groups.schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useGroups } from '../api/list-groups.ts';
import { GroupCallbacksTable } from '../components/group-callbacks-table.tsx';
import { GroupFormDialog } from '../components/group-form-dialog.tsx';

export const groupPath = (guid: string) => `/groups/${guid}`;

/** Group schemes: every group of the partner (or the user's), searchable by name; sales callbacks; pre-register. */
export default function GroupsPage() {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const canWrite = usePermissions().has('groups.write');
  const [tab, setTab] = useState<'all' | 'mine' | 'callbacks'>('all');
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const search = useListSearch(paging);
  const list = useGroups({ ...paging.params, ...(search.term ? { search: search.term } : {}) }, tab === 'mine');
  const columns: GridColDef<Group>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={groupPath(row.guid)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'group_type',
      headerName: t('fields.group_type'),
      width: 150,
      valueGetter: (v: string) => t(`types.${v}`),
    },
    { field: 'product_name', headerName: t('fields.product'), flex: 1, minWidth: 160 },
    { field: 'members_count', headerName: t('fields.members'), width: 110, type: 'number' },
    { field: 'registered_count', headerName: t('fields.registered'), width: 120, type: 'number' },
    { field: 'status', headerName: t('fields.status'), width: 150, valueGetter: (v: string) => t(`status.${v}`) },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 140,
      renderCell: ({ row }) => <DateText value={row.created_at} />,
    },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader
        title={t('title')}
        create={canWrite && { label: t('form.createTitle'), onClick: () => setCreating(true) }}
      >
        {tab !== 'callbacks' && <SearchField search={search} label={t('search')} />}
      </ListHeader>
      <Tabs
        value={tab}
        onChange={(_, v) => {
          setTab(v);
          paging.firstPage();
        }}
        aria-label={t('title')}
      >
        <Tab value="all" label={t('tabs.all')} />
        <Tab value="mine" label={t('tabs.mine')} />
        <Tab value="callbacks" label={t('callbacks.title')} />
      </Tabs>
      {tab === 'callbacks' ? (
        <GroupCallbacksTable canWrite={canWrite} />
      ) : (
        <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
      )}
      {creating && <GroupFormDialog onClose={() => setCreating(false)} onSaved={(g) => navigate(groupPath(g.guid))} />}
    </Stack>
  );
}
