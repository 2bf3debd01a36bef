import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  claimDocument,
  claimFileInput,
  claimUploadCallback,
  claimUploadQuery,
  complexDocumentInput,
  complexSignedUrlQuery,
} from './claim-documents.schemas.ts';

const write = { scope: 'partner', permission: 'claims.submit' } as const;
const read = { scope: 'partner', permission: 'claims.read' } as const;

/** Claim documents (SPEC §7 Claims), and the complex-claim documents calls (complex claims mode only, 409 else). */
export const claimDocumentsRoutes = defineRoutes({
  signUpload: {
    method: 'GET',
    path: '/api/claims/upload/:x',
    summary: 'A signed URL to PUT a document of claim :x to (the storage key is chosen by the server)',
    ...write,
    params: z.object({ x: guid }),
    query: claimUploadQuery,
    response: signedUpload,
    /** The claim is closed: it takes no more documents. */
    errors: [409],
  },
  uploadCallback: {
    method: 'PUT',
    path: '/api/claims/upload_callback',
    summary: 'Record that an upload to a signed URL finished (a document without a type yet)',
    ...write,
    body: claimUploadCallback,
    response: claimDocument,
  },
  create: {
    method: 'POST',
    path: '/api/claims/:claim_guid/files',
    summary: 'Record a document of the claim with its type',
    ...write,
    params: z.object({ claim_guid: guid }),
    body: claimFileInput,
    response: claimDocument,
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/api/claims/:claim_guid/files',
    summary: "A claim's documents with fresh download URLs",
    ...read,
    params: z.object({ claim_guid: guid }),
    response: z.array(claimDocument),
  },
  remove: {
    method: 'DELETE',
    path: '/api/claims/files/:guid',
    summary: 'Delete a claim document',
    ...write,
    params: z.object({ guid }),
    status: 204,
  },
  complexSignedUrl: {
    method: 'GET',
    path: '/api/claims/complex/documents/signed_url',
    summary: 'A signed URL to PUT a document of a complex claim to',
    ...write,
    query: complexSignedUrlQuery,
    response: signedUpload,
    /** The claim is not a complex one, or is closed. */
    errors: [409],
  },
  complexCreate: {
    method: 'POST',
    path: '/api/claims/complex/documents',
    summary: 'Record a document of a complex claim with its type',
    ...write,
    body: complexDocumentInput,
    response: claimDocument,
    status: 201,
  },
  complexRemove: {
    method: 'DELETE',
    path: '/api/claims/complex/documents/:guid',
    summary: 'Delete a document of a complex claim',
    ...write,
    params: z.object({ guid }),
    status: 204,
  },
});
