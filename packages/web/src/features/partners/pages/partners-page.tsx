import type { Partner } from '@coverdesk/contract/partners/partners.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { DateText } from '../../../components/date-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
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
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const list = usePartners({ ...paging.params, search: deferredSearch || undefined });
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <TextField
          size="small"
          margin="none"
          label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            paging.firstPage();
          }}
        />
        {canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        )}
      </Box>
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
