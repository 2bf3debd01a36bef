import { z } from 'zod';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  paymentDocument,
  paymentDocumentInput,
  paymentDocumentsQuery,
  paymentSignedUrlQuery,
} from './payment-documents.schemas.ts';

const B = '/api/payments/documents';

export const paymentDocumentsRoutes = defineRoutes({
  signedUrl: {
    method: 'GET',
    path: `${B}/signed_url`,
    summary: 'A signed URL to PUT a proof of payment to (the storage key is chosen by the server)',
    scope: 'partner',
    permission: 'payments.write',
    query: paymentSignedUrlQuery,
    response: signedUpload,
  },
  create: {
    method: 'POST',
    path: B,
    summary: 'Record an uploaded proof of payment',
    scope: 'partner',
    permission: 'payments.write',
    body: paymentDocumentInput,
    response: paymentDocument,
    status: 201,
  },
  list: {
    method: 'GET',
    path: B,
    summary: "A payment's proofs with fresh download URLs",
    scope: 'partner',
    permission: 'payments.read',
    query: paymentDocumentsQuery,
    response: z.array(paymentDocument),
  },
});
