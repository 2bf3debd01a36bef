import { CLAIM_DOCUMENT_TYPES } from '@coverdesk/contract/configuration/configuration.schemas';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { DocumentUploadForm } from '../../../components/documents/document-upload-form.tsx';
import { DocumentsTable } from '../../../components/documents/documents-table.tsx';
import {
  type DocumentsClaim,
  useClaimDocuments,
  useDeleteClaimDocument,
  useDownloadClaimDocument,
  useUploadClaimDocument,
} from '../api/claim-documents.ts';
import { useClaimSettings } from '../api/partner-settings.ts';

/**
 * The documents the partner requires for the claim's type, and which of them have not arrived (`loaded` once both
 * the settings and the claim's documents are read).
 */
export function useRequiredDocuments(claim: { guid: string; type: string }) {
  const { t } = useTranslation('claims');
  const list = useClaimDocuments(claim.guid);
  const settings = useClaimSettings();
  const typeLabel = (type: string | null) =>
    type === null ? t('documents.untyped') : t(`documents.types.${type}`, { defaultValue: type });
  const required = settings.data?.required_documents?.[claim.type as keyof typeof settings.data.required_documents];
  const received = new Set(list.data?.map((d) => d.type));
  return {
    list,
    typeLabel,
    required: required ?? [],
    missing: (required ?? []).filter((r) => !received.has(r)),
    received,
    loaded: Boolean(list.data && settings.data),
  };
}

/**
 * A claim's documents (each with its claim_doc_guid): the types the partner requires for the claim's type and which
 * have arrived; upload, list, download; delete after confirming. Uploading and deleting need `claims.submit`, and a
 * closed claim takes no more documents (the server answers 409). A claim past its documents stage (marked complete, or
 * closed) names the required documents that never came, and says so, instead of listing them as still missing.
 */
export function ClaimDocuments({ claim }: { claim: DocumentsClaim & { type: string; status: string } }) {
  const { t } = useTranslation('claims');
  const canSubmit = usePermissions().has('claims.submit');
  const closed = claim.status === 'closed';
  const canWrite = canSubmit && !closed;
  const { list, typeLabel, required, missing, received } = useRequiredDocuments(claim);
  const upload = useUploadClaimDocument(claim);
  const remove = useDeleteClaimDocument(claim);
  const download = useDownloadClaimDocument(claim.guid);
  const waiting = claim.status === 'open';
  const names = (types: string[]) => types.map((r) => typeLabel(r)).join(', ');
  return (
    <Stack spacing={1}>
      {required.length > 0 && list.data && waiting && (
        <Typography variant="body2">
          {t('documents.required', {
            list: required
              .map((r) => t(received.has(r) ? 'documents.received' : 'documents.missing', { name: typeLabel(r) }))
              .join(', '),
          })}
        </Typography>
      )}
      {required.length > 0 && list.data && !waiting && missing.length > 0 && (
        <Typography variant="body2">
          {t(closed || claim.status === 'expired' ? 'documents.closedWithout' : 'documents.completedWithout', {
            list: names(missing),
          })}
        </Typography>
      )}
      {canSubmit && closed && (
        <Typography variant="body2" color="text.secondary">
          {t('documents.closed')}
        </Typography>
      )}
      {canWrite && <DocumentUploadForm types={CLAIM_DOCUMENT_TYPES} typeLabel={typeLabel} upload={upload} />}
      <DocumentsTable
        label={t('documents.title')}
        rows={list.data}
        loading={list.isPending}
        typeLabel={typeLabel}
        download={download}
        remove={canWrite ? remove : undefined}
      />
    </Stack>
  );
}
