import { knowledgeBaseRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { storageFor } from '../../platform/storage.ts';
import { createKnowledgeBaseService } from './knowledge-base.service.ts';

export const knowledgeBaseModule: Module = (app, { database, verifier, actorOf, config }) => {
  const kb = createKnowledgeBaseService(database, storageFor(config.dataDir), app.log, {
    cacheEntries: config.knowledgeCacheEntries,
  });
  registerRoutes(
    app,
    knowledgeBaseRoutes,
    {
      search: ({ query, partner }) =>
        kb.search(partner, { text: query.search, docType: query.doc_type ?? null, page: query.page, size: query.size }),
      searchVariant: ({ query, partner }) =>
        kb.search(partner, {
          text: query.query,
          docType: query.document_type ?? null,
          page: query.page,
          size: query.size,
        }),
      signedUrl: ({ query, partner }) => kb.signUpload(partner, query.filename),
      list: ({ query, partner }) => kb.list(partner, query),
      create: ({ body, partner, request }) => kb.create(actorOf(request), partner, body),
      get: ({ params, partner }) => kb.get(partner, params.guid),
      update: ({ params, body, partner, request }) => kb.update(actorOf(request), partner, params.guid, body),
      remove: ({ params, partner, request }) => kb.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
};
