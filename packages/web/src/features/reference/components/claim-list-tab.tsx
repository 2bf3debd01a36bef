import type { ClaimListEntry } from '@coverdesk/contract/reference/reference.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { NamedRowActions } from '../../../components/lists/row-actions.tsx';
import {
  type ClaimListKind,
  useClaimList,
  useCreateClaimListEntry,
  useRemoveClaimListEntry,
} from '../api/claim-lists.ts';
import { AddEntryDialog } from './add-entry-dialog.tsx';

/** Claim rejection reasons or claim conditions: the partner's short wordings, added and removed here. */
export function ClaimListTab({ kind, canWrite }: { kind: ClaimListKind; canWrite: boolean }) {
  const { t } = useTranslation('reference');
  const list = useClaimList(kind);
  const create = useCreateClaimListEntry(kind);
  const remove = useRemoveClaimListEntry(kind, t('deleteFailed'));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ClaimListEntry | null>(null);
  const rows = list.data ?? [];
  return (
    <Box>
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t(`${kind}.create`)}
          </Button>
        </Box>
      )}
      <Table size="small" aria-label={t(`${kind}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.code')}</TableCell>
            <TableCell>{t('fields.name')}</TableCell>
            {canWrite && <TableCell>{t('app:table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{t('app:table.empty')}</TableCell>
            </TableRow>
          )}
          {rows.map((r) => (
            <TableRow key={r.guid}>
              <TableCell>{r.code}</TableCell>
              <TableCell>{r.name}</TableCell>
              {canWrite && (
                <TableCell>
                  <NamedRowActions ns="reference" name={r.name} onDelete={() => setDeleting(r)} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding && <AddEntryDialog kind={kind} create={create} onClose={() => setAdding(false)} />}
      <ConfirmDelete
        ns="reference"
        row={deleting}
        rowId={(r) => r.guid}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
