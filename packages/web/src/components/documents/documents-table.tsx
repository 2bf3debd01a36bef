import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.ts';
import { saveFrom, sizeText } from '../../lib/documents.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { DateText } from '../date-text.tsx';
import { type Column, SimpleTable } from '../simple-table.tsx';

/** The fields every document kind has (customer, policy and claim documents). */
export interface DocumentRow {
  guid: string;
  filename: string;
  type: string | null;
  size_bytes: number;
  created_at: string;
}

/**
 * A record's documents: name, type, size, upload date; download (a fresh link from `download`, by guid); delete
 * (`remove`, by guid) only after confirming, and only when `remove` is given (the caller's permission). A failure
 * is the mutation's own message (SPEC §8, e.g. "Error deleting the document").
 */
export function DocumentsTable<D extends DocumentRow>(props: {
  label: string;
  rows: D[] | undefined;
  loading: boolean;
  typeLabel(type: D['type']): string;
  download: UseMutationResult<{ url: string; filename: string }, unknown, string>;
  remove?: UseMutationResult<unknown, unknown, string>;
  /** More row buttons (e.g. rename), between download and delete. */
  actions?(row: D): ReactNode;
}) {
  const { t } = useTranslation();
  const { download, remove } = props;
  const [deleting, setDeleting] = useState<D | null>(null);
  const columns: Column<D>[] = [
    { header: t('documents.filename'), cell: (r) => r.filename },
    { header: t('documents.type'), cell: (r) => props.typeLabel(r.type) },
    { header: t('documents.size'), cell: (r) => sizeText(r.size_bytes) },
    { header: t('documents.uploadedAt'), cell: (r) => <DateText value={r.created_at} /> },
    {
      header: t('table.actions'),
      cell: (r) => (
        <>
          <IconButton
            size="small"
            aria-label={t('documents.download', { name: r.filename })}
            onClick={() => download.mutate(r.guid, { onSuccess: (f) => saveFrom(f.url, f.filename) })}
          >
            <Download fontSize="small" />
          </IconButton>
          {props.actions?.(r)}
          {remove && (
            <IconButton
              size="small"
              aria-label={t('documents.deleteOne', { name: r.filename })}
              onClick={() => setDeleting(r)}
            >
              <Delete fontSize="small" />
            </IconButton>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <SimpleTable
        label={props.label}
        rows={props.rows}
        loading={props.loading}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {remove && (
        <ConfirmDialog
          open={Boolean(deleting)}
          title={t('documents.deleteTitle')}
          text={t('documents.deleteText', { name: deleting?.filename })}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.guid, {
              onSuccess: () => notify(t('documents.deleted', { name: deleting.filename }), 'success'),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </>
  );
}
