import { identityAdminRoutes, identityRoutes } from '@coverdesk/contract';
import { notFound } from '../platform/http/errors.ts';
import { omitRoutes, registerRoutes } from '../platform/http/routes.ts';
import type { Module } from '../platform/module.ts';
import { createAccountService } from './account.service.ts';
import { createAccountEmails } from './account-emails.ts';
import './identity.messages.ts';
import { registerOAuthRoutes } from './oauth.routes.ts';
import { createTokenService } from './tokens.service.ts';
import { createUsersService } from './users.service.ts';

/** The built-in Keycloak-compatible identity: OAuth endpoints, the admin API and accounts. */
export const identityModule: Module = (app, ctx) => {
  const { config, database, realm, mailer, verifier, actorOf } = ctx;
  const tokens = createTokenService({ config, database, realm });
  const emails = createAccountEmails(config, mailer);
  const users = createUsersService(database, tokens, emails);
  const account = createAccountService({ config, database, mailer, tokens, emails });

  registerOAuthRoutes(app, ctx, tokens);

  /** Public calls that send email or take a reset token: per client IP and minute. */
  const publicLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  registerRoutes(
    app,
    // The email outbox list is the outbox module's (it owns both outboxes).
    omitRoutes(identityRoutes, ['outbox']),
    {
      me: ({ user }) => account.me(user),
      logout: ({ user }) => account.logout(user),
      forgotPassword: ({ params }) => account.forgotPassword(params.x),
      recoverPassword: ({ body }) => account.recoverPassword(body),
      checkRecoverToken: ({ body }) => account.checkRecoverToken(body.token),
      changePassword: ({ params, body, user, request }) =>
        account.changePassword(actorOf(request), user, params.guid, body),
      createOutboundEmail: ({ body, request }) => account.contactSupport(body, request.id),
    },
    verifier,
    {
      forgotPassword: publicLimit,
      recoverPassword: publicLimit,
      checkRecoverToken: publicLimit,
      createOutboundEmail: publicLimit,
    },
  );

  /** Admin calls name the realm in the path: any other realm does not exist here (404). */
  const inRealm =
    <C extends { params: { realm: string } }, R>(fn: (c: C) => R) =>
    (c: C): R => {
      if (c.params.realm !== realm.name) throw notFound('realm_not_found');
      return fn(c);
    };
  registerRoutes(
    app,
    identityAdminRoutes,
    {
      listUsers: inRealm(({ query, user }) => users.list(user, query)),
      countUsers: inRealm(({ query, user }) => users.count(user, query)),
      createUser: inRealm(async ({ body, user, request, reply }) => {
        const id = await users.create(actorOf(request), user, body);
        reply.header('location', `${config.publicUrl}/identity/admin/realms/${realm.name}/users/${id}`);
        return undefined;
      }),
      getUser: inRealm(({ params, user }) => users.get(user, params.id)),
      updateUser: inRealm(({ params, body, user, request }) => users.update(actorOf(request), user, params.id, body)),
      deleteUser: inRealm(({ params, user, request }) => users.remove(actorOf(request), user, params.id)),
      resetPassword: inRealm(({ params, body, user, request }) =>
        users.resetPassword(actorOf(request), user, params.id, body),
      ),
      executeActionsEmail: inRealm(({ params, query, user, request }) =>
        users.executeActionsEmail(actorOf(request), user, params.id, query.lifespan),
      ),
      listGroups: inRealm(({ query }) => users.groups(query.search)),
      getGroup: inRealm(({ params }) => users.group(params.id)),
      userGroups: inRealm(({ params, user }) => users.userGroups(user, params.id)),
      joinGroup: inRealm(({ params, user, request }) =>
        users.setGroup(actorOf(request), user, params.id, params.groupId, true),
      ),
      leaveGroup: inRealm(({ params, user, request }) =>
        users.setGroup(actorOf(request), user, params.id, params.groupId, false),
      ),
    },
    verifier,
  );
};
