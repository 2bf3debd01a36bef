import { useTranslation } from 'react-i18next';
import { DocumentUploadForm } from '../../../components/documents/document-upload-form.tsx';
import { DocumentsTable } from '../../../components/documents/documents-table.tsx';
import { useDownloadPaymentDocument, usePaymentDocuments, useUploadPaymentDocument } from '../api/payment-documents.ts';

const TYPES = ['proof_of_payment'] as const;

/** A payment's proofs (receipts, statement extracts): upload through the signed-URL flow, list, download. */
export function PaymentProofs({ paymentGuid, canWrite }: { paymentGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('payments');
  const list = usePaymentDocuments(paymentGuid);
  const upload = useUploadPaymentDocument(paymentGuid);
  const download = useDownloadPaymentDocument(paymentGuid);
  const typeLabel = () => t('proofs.type');
  return (
    <>
      {canWrite && <DocumentUploadForm types={TYPES} typeLabel={typeLabel} upload={upload} />}
      <DocumentsTable
        label={t('proofs.title')}
        rows={list.data?.map((d) => ({ ...d, type: 'proof_of_payment' }))}
        loading={list.isPending}
        typeLabel={typeLabel}
        download={download}
      />
    </>
  );
}
