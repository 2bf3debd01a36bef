import type { ClaimFileInput } from '@coverdesk/contract/claims/claim-documents.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { linkIn, putToSignedUrl } from '../../../lib/documents.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { claimDocumentsRoutes } from './routes.ts';

/** The claim a documents call is about: complex claims have their own upload and delete calls (complex mode). */
export interface DocumentsClaim {
  guid: string;
  complex: boolean;
}
export type ClaimDocumentType = ClaimFileInput['type'];

const listOf = (claim_guid: string) => call(claimDocumentsRoutes.list, { params: { claim_guid } });

/** GET /api/claims/{claim_guid}/files (each with its claim_doc_guid and a fresh download URL). */
export function useClaimDocuments(claimGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'documents', partner, claimGuid],
    queryFn: () => listOf(claimGuid),
  });
}

/**
 * The signed-upload flow (SPEC §7 Claims). A claim: GET /api/claims/upload/{claim}?filename= answers a signed URL and
 * the storage key; the browser PUTs the bytes there; PUT /api/claims/upload_callback records that the upload finished
 * (a document without a type); POST /api/claims/{claim}/files gives that document its type and name. A complex
 * claim: GET /api/claims/complex/documents/signed_url, the PUT, then POST /api/claims/complex/documents.
 * Every claim query is refreshed: a document that completes the required set moves an open claim on.
 */
export function useUploadClaimDocument(claim: DocumentsClaim) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: ClaimDocumentType }) => {
      const filename = file.name;
      if (claim.complex) {
        const signed = await call(claimDocumentsRoutes.complexSignedUrl, {
          query: { claim_guid: claim.guid, filename },
        });
        await putToSignedUrl(signed, file);
        return call(claimDocumentsRoutes.complexCreate, {
          body: { claim_guid: claim.guid, type, url: signed.filename, filename },
        });
      }
      const signed = await call(claimDocumentsRoutes.signUpload, { params: { x: claim.guid }, query: { filename } });
      await putToSignedUrl(signed, file);
      await call(claimDocumentsRoutes.uploadCallback, { body: { claim_guid: claim.guid, filename: signed.filename } });
      return call(claimDocumentsRoutes.create, {
        params: { claim_guid: claim.guid },
        body: { type, url: signed.filename, filename },
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}

/** DELETE /api/claims/files/{guid} (complex: /api/claims/complex/documents/{guid}); "Error deleting the document". */
export function useDeleteClaimDocument(claim: DocumentsClaim) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) =>
      call(claim.complex ? claimDocumentsRoutes.complexRemove : claimDocumentsRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { errorMessage: i18next.t('app:errors.errorDeletingDocument') },
  });
}

/** A document's fresh download link: the list is read again, as download links expire. */
export function useDownloadClaimDocument(claimGuid: string) {
  return useMutation({
    mutationFn: async (guid: string) => linkIn(await listOf(claimGuid), guid),
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
