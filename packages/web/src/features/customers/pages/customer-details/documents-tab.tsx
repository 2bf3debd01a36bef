import type { CustomerFile } from '@coverdesk/contract/customers/customer-files.schemas';
import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { notify } from '../../../../app/notifications.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DateText } from '../../../../components/date-text.tsx';
import { useCustomerFiles, useDeleteCustomerFile, useDownloadCustomerFile } from '../../api/customer-files.ts';
import { DocumentFormDialog } from '../../components/document-form-dialog.tsx';
import { DocumentUploadForm } from '../../components/document-upload-form.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { type Column, SimpleTable } from '../../components/simple-table.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Downloads a document from its fresh signed link: the link answers `Content-Disposition: attachment`, so the browser
 * saves the file and the screen stays where it is.
 */
function saveFrom(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Documents: upload (signed URL), list, download, rename/retype, delete after confirming. */
export default function DocumentsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const list = useCustomerFiles(customer.guid);
  const remove = useDeleteCustomerFile();
  const download = useDownloadCustomerFile();
  const [editing, setEditing] = useState<CustomerFile | null>(null);
  const [deleting, setDeleting] = useState<CustomerFile | null>(null);
  const columns: Column<CustomerFile>[] = [
    { header: t('fields.filename'), cell: (r) => r.filename },
    { header: t('fields.documentType'), cell: (r) => t(`documentTypes.${r.type}`, { defaultValue: r.type }) },
    { header: t('documents.size'), cell: (r) => sizeText(r.size_bytes) },
    { header: t('documents.uploadedAt'), cell: (r) => <DateText value={r.created_at} /> },
    {
      header: t('app:table.actions'),
      cell: (r) => (
        <>
          <IconButton
            size="small"
            aria-label={t('documents.download', { name: r.filename })}
            onClick={() => download.mutate(r.guid, { onSuccess: (f) => saveFrom(f.url, f.filename) })}
          >
            <Download fontSize="small" />
          </IconButton>
          {canWrite && (
            <RowActions
              editLabel={t('editOne', { name: r.filename })}
              deleteLabel={t('deleteOne', { name: r.filename })}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <TabSection title={t('tabs.documents')}>
      {canWrite && <DocumentUploadForm customerGuid={customer.guid} />}
      <SimpleTable
        label={t('tabs.documents')}
        rows={list.data}
        loading={list.isPending}
        rowKey={(r) => r.guid}
        columns={columns}
      />
      {editing && <DocumentFormDialog file={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('documents.deleteTitle')}
        text={t('deleteText', { name: deleting?.filename })}
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
    </TabSection>
  );
}
