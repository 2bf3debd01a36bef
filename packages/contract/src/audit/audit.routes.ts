import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { auditEvent, auditEventQuery } from './audit.schemas.ts';

export const auditRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/audit_events',
    summary: "The selected partner's audit events, newest first (page from 0, size 100)",
    scope: 'partner',
    permission: 'audit.read',
    query: auditEventQuery,
    response: paged(auditEvent),
  },
});
