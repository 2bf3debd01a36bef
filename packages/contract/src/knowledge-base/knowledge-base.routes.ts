import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  knowledgeGuide,
  knowledgeGuideInput,
  knowledgeHits,
  knowledgeListQuery,
  knowledgeSearchQuery,
  knowledgeSearchVariantQuery,
} from './knowledge-base.schemas.ts';

const read = { scope: 'partner', permission: 'knowledge_base.read' } as const;
const manage = { scope: 'partner', permission: 'knowledge_base.manage' } as const;
const B = '/api/knowledge-base';

export const knowledgeBaseRoutes = defineRoutes({
  search: {
    method: 'GET',
    path: '/api/search',
    summary: 'Search the knowledge base (search, doc_type, page, size): ranked, with highlighted snippets',
    ...read,
    query: knowledgeSearchQuery,
    response: knowledgeHits,
  },
  searchVariant: {
    method: 'GET',
    path: `${B}/search`,
    summary: 'Search the knowledge base (query, document_type, page, size)',
    ...read,
    query: knowledgeSearchVariantQuery,
    response: knowledgeHits,
  },
  signedUrl: {
    method: 'GET',
    path: `${B}/upload/signed_url`,
    summary: 'A signed URL to PUT a file to attach to a guide',
    ...manage,
    query: z.object({ filename: requiredText(200) }),
    response: signedUpload,
  },
  list: {
    method: 'GET',
    path: B,
    summary: 'Guides, most recently changed first',
    ...read,
    query: knowledgeListQuery,
    response: paged(knowledgeGuide),
  },
  create: {
    method: 'POST',
    path: B,
    summary: 'Create a guide',
    ...manage,
    body: knowledgeGuideInput,
    response: knowledgeGuide,
    status: 201,
  },
  get: {
    method: 'GET',
    path: `${B}/:guid`,
    summary: 'One guide with its attachments',
    ...read,
    params: z.object({ guid }),
    response: knowledgeGuide,
  },
  update: {
    method: 'PUT',
    path: `${B}/:guid`,
    summary: 'Replace a guide (attachments not listed are removed)',
    ...manage,
    params: z.object({ guid }),
    body: knowledgeGuideInput,
    response: knowledgeGuide,
  },
  remove: {
    method: 'DELETE',
    path: `${B}/:guid`,
    summary: 'Delete a guide and its attachments',
    ...manage,
    params: z.object({ guid }),
    status: 204,
  },
});
