import { CUSTOMER_FILE_TYPES } from '@coverdesk/contract/customers/customer-files.schemas';
import { useTranslation } from 'react-i18next';
import { DocumentUploadForm } from '../../../components/documents/document-upload-form.tsx';
import { DocumentsTable } from '../../../components/documents/documents-table.tsx';
import {
  useDeletePolicyDocument,
  useDownloadPolicyDocument,
  usePolicyDocuments,
  useUploadPolicyDocument,
} from '../api/policy-documents.ts';

/**
 * A policy's documents: upload (SPEC §3's document types, the contract's size and type limits), list, download and,
 * for a role that may write policies, delete after confirming.
 */
export function PolicyDocuments({ policyGuid, canWrite }: { policyGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('policies');
  const list = usePolicyDocuments(policyGuid);
  const upload = useUploadPolicyDocument(policyGuid);
  const remove = useDeletePolicyDocument();
  const download = useDownloadPolicyDocument(policyGuid);
  const typeLabel = (type: string | null) => t(`app:documents.types.${type}`, { defaultValue: type ?? '' });
  return (
    <>
      {canWrite && <DocumentUploadForm types={CUSTOMER_FILE_TYPES} typeLabel={typeLabel} upload={upload} />}
      <DocumentsTable
        label={t('sections.documents')}
        rows={list.data}
        loading={list.isPending}
        typeLabel={typeLabel}
        download={download}
        remove={canWrite ? remove : undefined}
      />
    </>
  );
}
