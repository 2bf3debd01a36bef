import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { linkIn, putToSignedUrl } from '../../../lib/documents.ts';
import { paymentsKey } from '../../../lib/query-keys.ts';
import { paymentDocumentsRoutes } from '../../../lib/routes.ts';

const listOf = (payment_guid: string) => call(paymentDocumentsRoutes.list, { query: { payment_guid } });

/** GET /api/payments/documents?payment_guid=: a payment's proofs, each with a fresh download URL. */
export function usePaymentDocuments(paymentGuid: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...paymentsKey, 'documents', partner, paymentGuid],
    queryFn: () => listOf(paymentGuid),
  });
}

/** The signed-upload flow: `payments/documents/signed_url`, PUT the bytes, then record the proof. */
export function useUploadPaymentDocument(paymentGuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file }: { file: File; type: 'proof_of_payment' }) => {
      const signed = await call(paymentDocumentsRoutes.signedUrl, {
        query: { payment_guid: paymentGuid, filename: file.name },
      });
      await putToSignedUrl(signed, file);
      return call(paymentDocumentsRoutes.create, {
        body: { payment_guid: paymentGuid, url: signed.filename, filename: file.name },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [...paymentsKey, 'documents'] }),
    meta: { silent: true },
  });
}

/** A proof's fresh download link (links expire: the list is read again). */
export function useDownloadPaymentDocument(paymentGuid: string) {
  return useMutation({
    mutationFn: async (guid: string) => linkIn(await listOf(paymentGuid), guid),
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
