import { auditRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { auditRepository } from './audit.repository.ts';

/** Read-only: events are written by `platform/audit.ts` in the transaction of each change. */
export const auditModule: Module = (app, { database, verifier }) => {
  registerRoutes(
    app,
    auditRoutes,
    {
      list: ({ partner, query }) => auditRepository.listScoped(database.reader, partner, query),
    },
    verifier,
  );
};
