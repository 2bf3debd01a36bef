import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { usePartnerOptions } from '../api/list-partners.ts';
import { type UserFilters, type UserRow, useUsers } from '../api/list-users.ts';
import { UserStatusChip } from '../components/lock-chip.tsx';
import { useRoleLabel } from '../components/role-labels.ts';
import { UserCreateDialog } from '../components/user-create-dialog.tsx';

/** User administration: the realm's users the admin may see, filtered by partner, enabled and a search. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const canWrite = usePermissions().has('users.write');
  const paging = usePaging(25);
  const search = useListSearch(paging);
  const [partner, setPartner] = useState('');
  const [enabled, setEnabled] = useState<'' | 'true' | 'false'>('');
  const filters: UserFilters = { search: search.term, partner: partner || undefined, enabled: enabled || undefined };
  const list = useUsers(filters, paging.params);
  const partners = usePartnerOptions();
  const partnerName = new Map((partners.data ?? []).map((p) => [p.value, p.label]));
  const roleLabel = useRoleLabel();
  const [creating, setCreating] = useState(false);

  const columns: GridColDef<UserRow>[] = [
    {
      field: 'username',
      headerName: t('fields.username'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/admin/users/${row.id}`}>
          {row.username}
        </Link>
      ),
    },
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => [row.firstName, row.lastName].filter(Boolean).join(' '),
    },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 180 },
    {
      field: 'roles',
      headerName: t('fields.roles'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => (row.state?.roles ?? []).map(roleLabel).join(', '),
    },
    {
      field: 'partners',
      headerName: t('fields.partners'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) =>
        (row.state?.partners ?? []).map((p) => partnerName.get(p) ?? t('otherPartner')).join(', '),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <UserStatusChip enabled={row.enabled} state={row.state} />,
    },
    {
      field: 'last_sign_in',
      headerName: t('fields.lastSignIn'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (row.state?.last_sign_in ? <DateText value={row.state.last_sign_in} /> : '—'),
    },
  ];

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('create'), onClick: () => setCreating(true) }}>
        <SearchField fullWidth={false} label={t('search')} search={search} />
        <TextField
          select
          size="small"
          label={t('fields.partnerFilter')}
          value={partner}
          onChange={(e) => {
            setPartner(e.target.value);
            paging.firstPage();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allPartners')}</MenuItem>
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.enabled')}
          value={enabled}
          onChange={(e) => {
            setEnabled(e.target.value as '' | 'true' | 'false');
            paging.firstPage();
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('enabledAll')}</MenuItem>
          <MenuItem value="true">{t('enabledYes')}</MenuItem>
          <MenuItem value="false">{t('enabledNo')}</MenuItem>
        </TextField>
      </ListHeader>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} getRowId={(r) => r.id} />
      {creating && <UserCreateDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
