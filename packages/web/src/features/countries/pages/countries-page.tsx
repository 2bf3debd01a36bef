import type { Country } from '@coverdesk/contract/partners/countries.schemas';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useDeleteCountry } from '../api/delete-country.ts';
import { useCountries } from '../api/list-countries.ts';
import { CountryFormDialog } from '../components/country-form-dialog.tsx';

/** Country administration: the reference CRUD screen (server paging, zod-bound form, confirmed delete). */
export default function CountriesPage() {
  const { t } = useTranslation('countries');
  const canWrite = usePermissions().has('countries.write');
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const list = useCountries({ ...paging.params, search: deferredSearch || undefined });
  const [editing, setEditing] = useState<Country | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Country | null>(null);
  const remove = useDeleteCountry();

  const columns: GridColDef<Country>[] = [
    { field: 'code', headerName: t('fields.code'), width: 90 },
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
    { field: 'currency_code', headerName: t('fields.currency_code'), width: 110 },
    { field: 'dialing_code', headerName: t('fields.dialing_code'), width: 130, valueFormatter: (v) => `+${v}` },
    { field: 'phone_digits', headerName: t('fields.phone_digits'), width: 140, type: 'number' },
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <TextField
          size="small"
          margin="none"
          fullWidth={false}
          label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            paging.firstPage();
          }}
        />
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        )}
      </Box>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} getRowId={(r) => r.code} />
      {editing && <CountryFormDialog country={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('deleteTitle')}
        text={t('deleteText', { name: deleting?.name })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.code, {
            onSuccess: () => notify(t('deleted', { name: deleting.name }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
