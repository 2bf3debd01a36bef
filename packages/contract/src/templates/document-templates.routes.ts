import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  documentDownloadQuery,
  documentGenerateInput,
  documentTemplate,
  documentTemplateInput,
  documentTemplatesQuery,
  generatedDocument,
  generatedDocumentsQuery,
  templateProgress,
} from './document-templates.schemas.ts';

const manage = { scope: 'partner', permission: 'templates.manage' } as const;
const read = { scope: 'partner', permission: 'templates.read' } as const;
const generate = { scope: 'partner', permission: 'documents.generate' } as const;

export const documentTemplatesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/templates',
    summary: 'Document templates of the partner (built-in ones first), optionally of one type',
    ...read,
    query: documentTemplatesQuery,
    response: z.array(documentTemplate),
  },
  create: {
    method: 'POST',
    path: '/api/templates',
    summary: 'Create a document template (unknown placeholders are refused, named)',
    ...manage,
    body: documentTemplateInput,
    response: documentTemplate,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/templates/:guid',
    summary: 'Replace a document template',
    ...manage,
    params: z.object({ guid }),
    body: documentTemplateInput,
    response: documentTemplate,
  },
  remove: {
    method: 'DELETE',
    path: '/api/templates/:guid',
    summary: 'Delete a document template (documents generated from it stay)',
    ...manage,
    params: z.object({ guid }),
    status: 204,
  },
  progress: {
    method: 'GET',
    path: '/api/templates/:guid/progress',
    summary: "Progress of a template's Event and Scheduled documents: pending, done, failed, stopped",
    ...read,
    params: z.object({ guid }),
    response: templateProgress,
  },
  stop: {
    method: 'PUT',
    path: '/api/templates/:guid/stop',
    summary: "Stop a template's pending documents: those being generated finish, no new one starts",
    ...manage,
    params: z.object({ guid }),
    response: templateProgress,
  },
  signedUrl: {
    method: 'GET',
    path: '/api/templates/upload/signed_url',
    summary: 'A signed URL to PUT a file a template uses (e.g. a letterhead PDF)',
    ...manage,
    query: z.object({ filename: requiredText(200) }),
    response: signedUpload,
  },
  download: {
    method: 'GET',
    path: '/api/documents/:template/download',
    summary: "Render a template for one entity as a PDF file, in the customer's language (or `language`)",
    ...generate,
    params: z.object({ template: guid }),
    query: documentDownloadQuery,
  },
  generate: {
    method: 'POST',
    path: '/api/documents/:template/generate',
    summary: "Render a template for one entity and attach the PDF to the entity's documents",
    ...generate,
    params: z.object({ template: guid }),
    body: documentGenerateInput,
    response: generatedDocument,
    status: 201,
  },
  generated: {
    method: 'GET',
    path: '/api/documents/generated',
    summary: 'Documents generated from templates for one entity, newest first',
    scope: 'partner',
    permission: 'templates.read',
    query: generatedDocumentsQuery,
    response: z.array(generatedDocument),
  },
});
