import { z } from 'zod';
import { auditEvent } from '../audit/audit.schemas.ts';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { languageInput, signIn, userAccessInput, userState, userStatesQuery } from './users.schemas.ts';

const userParam = z.object({ id: guid });

/** The users screen's calls beside the Keycloak admin API: bulk states, atomic access, lock-out, own settings. */
export const userAdminRoutes = defineRoutes({
  states: {
    method: 'GET',
    path: '/api/users/states',
    summary:
      'Roles, partners, lock-out and last sign-in of the listed users, in one call (users not visible are left out)',
    scope: 'user',
    permission: 'users.read',
    query: userStatesQuery,
    response: z.array(userState),
  },
  setAccess: {
    method: 'PUT',
    path: '/api/users/:id/access',
    summary: "Sets a user's roles and partners together (at least one each; only partners the admin holds change)",
    scope: 'user',
    permission: 'users.write',
    params: userParam,
    body: userAccessInput,
    status: 204,
  },
  clearLockout: {
    method: 'DELETE',
    path: '/api/users/:id/lockout',
    summary: "Clears a user's brute-force lock and failure count",
    scope: 'user',
    permission: 'users.write',
    params: userParam,
    status: 204,
  },
  auditEvents: {
    method: 'GET',
    path: '/api/users/:id/audit_events',
    summary: "A user's audit timeline, newest first (page from 0)",
    scope: 'user',
    permission: 'audit.read',
    params: userParam,
    query: z.object({
      page: z.coerce.number().int().min(0).default(0),
      size: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: paged(auditEvent),
  },
  signIns: {
    method: 'GET',
    path: '/api/users/me/sign_ins',
    summary: "The caller's last sign-ins, newest first",
    scope: 'user',
    response: z.array(signIn),
  },
  setLanguage: {
    method: 'PUT',
    path: '/api/users/me/language',
    summary: "Sets the caller's language (emails and the web's default)",
    scope: 'user',
    body: languageInput,
    status: 204,
  },
});
