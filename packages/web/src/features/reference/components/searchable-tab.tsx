import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { actionsColumn, NamedRowActions } from '../../../components/lists/row-actions.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import {
  type SearchableKind,
  useCreateSearchable,
  useRemoveSearchable,
  useSearchableList,
} from '../api/searchable-lists.ts';
import { AddEntryDialog } from './add-entry-dialog.tsx';

type Row = { guid: string; code: string; name: string; country_code?: string; town?: string | null };

/** Hospitals or health diagnoses: search by code prefix or name part on the server, server paging, add and remove. */
export function SearchableTab({ kind, canWrite }: { kind: SearchableKind; canWrite: boolean }) {
  const { t } = useTranslation('reference');
  const paging = usePaging();
  const search = useListSearch(paging);
  const list = useSearchableList(kind, { ...paging.params, query: search.term });
  const create = useCreateSearchable(kind);
  const remove = useRemoveSearchable(kind, t('deleteFailed'));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: GridColDef<Row>[] = [
    { field: 'code', headerName: t('fields.code'), width: 140 },
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200 },
  ];
  if (kind === 'hospitals')
    columns.push(
      { field: 'country_code', headerName: t('fields.country'), width: 100 },
      { field: 'town', headerName: t('fields.town'), width: 160 },
    );
  if (canWrite)
    columns.push(
      actionsColumn(t('app:table.actions'), 90, (row) => (
        <NamedRowActions ns="reference" name={row.name} onDelete={() => setDeleting(row)} />
      )),
    );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          label={t('search')}
          helperText={t('searchHint')}
          search={search}
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        {canWrite && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t(`${kind}.create`)}
          </Button>
        )}
      </Box>
      <PagedDataTable label={t(`${kind}.title`)} columns={columns} list={list} paging={paging} />
      {adding && <AddEntryDialog kind={kind} create={create} onClose={() => setAdding(false)} />}
      <ConfirmDelete
        ns="reference"
        row={deleting}
        rowId={(r) => r.guid}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
