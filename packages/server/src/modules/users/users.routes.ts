import { userAdminRoutes } from '@coverdesk/contract';
import { createTokenService } from '../../identity/tokens.service.ts';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createUserAdminService } from './user-admin.service.ts';

/**
 * The back office's user administration: states, access (roles and partners), lockouts, a user's audit trail and
 * sign-ins, the caller's language. The realm's own user API (Keycloak-compatible) stays in `identity/`.
 */
export const usersModule: Module = (app, ctx) => {
  const { config, database, realm, verifier, actorOf } = ctx;
  // Sessions a change of access ends are forgotten in the realm (shared), so this token service acts as identity's.
  const userAdmin = createUserAdminService(database, createTokenService({ config, database, realm }));
  registerRoutes(
    app,
    userAdminRoutes,
    {
      states: ({ query, user }) => userAdmin.states(user, query.ids),
      setAccess: ({ params, body, user, request }) => userAdmin.setAccess(actorOf(request), user, params.id, body),
      clearLockout: ({ params, user, request }) => userAdmin.clearLockout(actorOf(request), user, params.id),
      auditEvents: ({ params, query, user }) => userAdmin.auditEvents(user, params.id, query),
      signIns: ({ user }) => userAdmin.signIns(user),
      setLanguage: ({ body, user, request }) => userAdmin.setLanguage(actorOf(request), user, body),
    },
    verifier,
  );
};
