import { policyDocumentsRoutes } from '@coverdesk/contract/policies/policy-documents.routes';
import type { PolicyDocumentInput } from '@coverdesk/contract/policies/policy-documents.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { linkIn, putToSignedUrl } from '../../../lib/documents.ts';
import { policiesKey } from '../../../lib/query-keys.ts';

const documentsKey = (partner: string | undefined, policyGuid: string) => [
  ...policiesKey,
  'documents',
  partner,
  policyGuid,
];
const listOf = (policy_guid: string) => call(policyDocumentsRoutes.list, { query: { policy_guid } });

/** GET /api/policies/complex/documents?policy_guid= (each with a fresh download URL). */
export function usePolicyDocuments(policyGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({ queryKey: documentsKey(partner, policyGuid), queryFn: () => listOf(policyGuid) });
}

/**
 * The signed-upload flow (SPEC §7): GET …/documents/signed_url?policy_guid=&filename= answers a signed URL and the
 * storage key; the browser PUTs the bytes there; POST …/documents records the document with its type.
 */
export function useUploadPolicyDocument(policyGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: PolicyDocumentInput['type'] }) => {
      const signed = await call(policyDocumentsRoutes.signedUrl, {
        query: { policy_guid: policyGuid, filename: file.name },
      });
      await putToSignedUrl(signed, file);
      return call(policyDocumentsRoutes.create, {
        body: { policy_guid: policyGuid, type, url: signed.filename, filename: file.name },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [...policiesKey, 'documents'] }),
    meta: { silent: true },
  });
}

/** DELETE /api/policies/complex/documents/{guid} ("Error deleting the document" without a server text). */
export function useDeletePolicyDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(policyDocumentsRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...policiesKey, 'documents'] }),
    meta: { errorMessage: i18next.t('app:errors.errorDeletingDocument') },
  });
}

/** A document's fresh download link: the list is read again, as download links expire. */
export function useDownloadPolicyDocument(policyGuid: string) {
  return useMutation({
    mutationFn: async (guid: string) => linkIn(await listOf(policyGuid), guid),
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
