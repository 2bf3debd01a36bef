import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  policyDocument,
  policyDocumentInput,
  policyDocumentsQuery,
  policySignedUrlQuery,
} from './policy-documents.schemas.ts';

const B = '/api/policies/complex/documents';
const read = { scope: 'partner', permission: 'policies.read' } as const;
const write = { scope: 'partner', permission: 'policies.write' } as const;

export const policyDocumentsRoutes = defineRoutes({
  signedUrl: {
    method: 'GET',
    path: `${B}/signed_url`,
    summary: 'A signed URL to PUT a document of a policy to (the storage key is chosen by the server)',
    ...write,
    query: policySignedUrlQuery,
    response: signedUpload,
  },
  create: {
    method: 'POST',
    path: B,
    summary: 'Record an uploaded policy document with its type',
    ...write,
    body: policyDocumentInput,
    response: policyDocument,
    status: 201,
  },
  list: {
    method: 'GET',
    path: B,
    summary: "A policy's documents with fresh download URLs",
    ...read,
    query: policyDocumentsQuery,
    response: z.array(policyDocument),
  },
  remove: {
    method: 'DELETE',
    path: `${B}/:guid`,
    summary: 'Delete a policy document',
    ...write,
    params: z.object({ guid }),
    status: 204,
  },
});
