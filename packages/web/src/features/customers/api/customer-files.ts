import { customerFilesRoutes } from '@coverdesk/contract/customers/customer-files.routes';
import type { CustomerFileUpdate } from '@coverdesk/contract/customers/customer-files.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { putToSignedUrl } from '../../../lib/documents.ts';
import { customerKeys } from '../../../lib/query-keys.ts';

/** GET /api/customers/files/{customer}/all (each with a fresh download URL). */
export function useCustomerFiles(customerGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: customerKeys.part(partner, customerGuid, 'files'),
    queryFn: () => call(customerFilesRoutes.listOfCustomer, { params: { id: customerGuid } }),
  });
}

/**
 * The signed-upload flow (SPEC §7): GET /api/customers/files/upload/{customer}?filename= answers a signed URL and the
 * storage key; the browser PUTs the bytes there; POST /api/customers/files records the document.
 */
export function useUploadCustomerFile(customerGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, type }: { file: File; type: CustomerFileUpdate['type'] }) => {
      const signed = await call(customerFilesRoutes.signUpload, {
        params: { id: customerGuid },
        query: { filename: file.name },
      });
      await putToSignedUrl(signed, file);
      return call(customerFilesRoutes.create, {
        body: { type, url: signed.filename, customer_guid: customerGuid, filename: file.name },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}

/** PUT /api/customers/files/{guid}: rename or retype; the form shows failures inline. */
export function useUpdateCustomerFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, body }: { guid: string; body: CustomerFileUpdate }) =>
      call(customerFilesRoutes.update, { params: { guid }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { silent: true },
  });
}

/** DELETE /api/customers/files/{guid} ("error deleting document" when it fails without a server text). */
export function useDeleteCustomerFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(customerFilesRoutes.remove, { params: { guid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
    meta: { errorMessage: i18next.t('app:errors.errorDeletingDocument') },
  });
}

/** GET /api/customers/files/{guid}: a fresh download link, opened at once. */
export function useDownloadCustomerFile() {
  return useMutation({
    mutationFn: (guid: string) => call(customerFilesRoutes.get, { params: { id: guid } }),
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
