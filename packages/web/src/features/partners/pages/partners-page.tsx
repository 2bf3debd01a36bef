import type { Partner } from '@coverdesk/contract/partners/partners.schemas';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useCreatePartner } from '../api/create-partner.ts';
import { usePartners } from '../api/list-partners.ts';
import { PartnerForm } from '../components/partner-form.tsx';

/** The caller's partners (server paging, search); administrators create new ones here. */
export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const canWrite = usePermissions().has('partners.write');
  const navigate = useNavigate();
  const paging = usePaging();
  const search = useListSearch(paging);
  const list = usePartners({ ...paging.params, search: search.term });
  const [creating, setCreating] = useState(false);
  const create = useCreatePartner();

  const columns: GridColDef<Partner>[] = [
    { field: 'code', headerName: t('fields.code'), width: 140 },
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/admin/partners/${row.guid}`}>
          {row.name}
        </Link>
      ),
    },
    { field: 'country', headerName: t('fields.country'), width: 100 },
    { field: 'insurer', headerName: t('fields.insurer'), width: 180 },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 100,
      valueFormatter: (v) => t(v ? 'yes' : 'no'),
    },
    {
      field: 'updated_at',
      headerName: t('fields.updated_at'),
      width: 140,
      renderCell: ({ row }) => <DateText value={row.updated_at} />,
    },
  ];

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('create'), onClick: () => setCreating(true) }}>
        <SearchField label={t('search')} search={search} />
      </ListHeader>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
      {creating && (
        <Dialog open onClose={() => setCreating(false)} aria-labelledby="partner-create-title" fullWidth maxWidth="md">
          <DialogTitle id="partner-create-title">{t('createTitle')}</DialogTitle>
          <DialogContent>
            <PartnerForm
              partner={null}
              busy={create.isPending}
              error={create.error}
              errorFallback={t('createFailed')}
              onCancel={() => setCreating(false)}
              onSubmit={({ active: _active, ...body }) =>
                create.mutate(body, {
                  onSuccess: (p) => {
                    notify(t('created', { name: p.name }), 'success');
                    setCreating(false);
                    navigate(`/admin/partners/${p.guid}`);
                  },
                })
              }
            />
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
