import { CUSTOMER_FILE_TYPES, type CustomerFile } from '@coverdesk/contract/customers/customer-files.schemas';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { DocumentUploadForm } from '../../../../components/documents/document-upload-form.tsx';
import { DocumentsTable } from '../../../../components/documents/documents-table.tsx';
import { EntityEmails } from '../../../../components/generated-documents/entity-emails.tsx';
import { GeneratedDocuments } from '../../../../components/generated-documents/generated-documents.tsx';
import {
  useCustomerFiles,
  useDeleteCustomerFile,
  useDownloadCustomerFile,
  useUploadCustomerFile,
} from '../../api/customer-files.ts';
import { DocumentFormDialog } from '../../components/document-form-dialog.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import type { CustomerTabProps } from './tabs.tsx';

/** Documents: upload (signed URL), list, download, rename/retype, delete after confirming. */
export default function DocumentsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const list = useCustomerFiles(customer.guid);
  const upload = useUploadCustomerFile(customer.guid);
  const remove = useDeleteCustomerFile();
  const download = useDownloadCustomerFile();
  const [editing, setEditing] = useState<CustomerFile | null>(null);
  const typeLabel = (type: string | null) => t(`app:documents.types.${type}`, { defaultValue: type ?? '' });
  return (
    <>
      <TabSection title={t('tabs.documents')}>
        {canWrite && <DocumentUploadForm types={CUSTOMER_FILE_TYPES} typeLabel={typeLabel} upload={upload} />}
        <DocumentsTable
          label={t('tabs.documents')}
          rows={list.data}
          loading={list.isPending}
          typeLabel={typeLabel}
          download={download}
          remove={canWrite ? remove : undefined}
          actions={(r) =>
            canWrite && (
              <IconButton size="small" aria-label={t('editOne', { name: r.filename })} onClick={() => setEditing(r)}>
                <Edit fontSize="small" />
              </IconButton>
            )
          }
        />
        {editing && <DocumentFormDialog file={editing} onClose={() => setEditing(null)} />}
      </TabSection>
      <TabSection title={t('app:generated.title')}>
        <GeneratedDocuments type="Customer" entity={customer.guid} />
      </TabSection>
      <TabSection title={t('app:emails.title')}>
        <EntityEmails type="Customer" entity={customer.guid} />
      </TabSection>
    </>
  );
}
