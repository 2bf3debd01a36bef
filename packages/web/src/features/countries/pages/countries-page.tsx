import type { Country } from '@coverdesk/contract/countries/countries.schemas';
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
import { useDeleteCountry } from '../api/delete-country.ts';
import { useCountries } from '../api/list-countries.ts';
import { CountryFormDialog } from '../components/country-form-dialog.tsx';

/** Country administration: the reference CRUD screen (server paging, zod-bound form, confirmed delete). */
export default function CountriesPage() {
  const { t } = useTranslation('countries');
  const canWrite = usePermissions().has('countries.write');
  const paging = usePaging();
  const search = useListSearch(paging);
  const list = useCountries({ ...paging.params, search: search.term });
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
    columns.push(
      actionsColumn(t('app:table.actions'), 110, (row) => (
        <NamedRowActions
          ns="countries"
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
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} getRowId={(r) => r.code} />
      {editing && <CountryFormDialog country={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        ns="countries"
        row={deleting}
        rowId={(r) => r.code}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
