import { identityAdminRoutes, identityRoutes } from '@coverdesk/contract';
import { notFound } from '../platform/http/errors.ts';
import { registerRoutes } from '../platform/http/routes.ts';
import type { Module } from '../platform/module.ts';
import { createAccountEmails } from './account-emails.ts';
import { createAccountService } from './account.service.ts';
import './identity.messages.ts';
import { registerOAuthRoutes } from './oauth.routes.ts';
import { createTokenService } from './tokens.service.ts';
import { createUsersService } from './users.service.ts';

/** The built-in Keycloak-compatible identity: OAuth endpoints, the admin API, accounts and the email outbox. */
export const identityModule: Module = (app, ctx) => {
  const { config, database, realm, mailer, verifier, actorOf } = ctx;
  const tokens = createTokenService({ config, database, realm });
  const emails = createAccountEmails(config, mailer);
  const users = createUsersService(database, tokens, emails);
  const account = createAccountService({ config, database, mailer, tokens, emails });

  registerOAuthRoutes(app, ctx, tokens);

  const publicLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  registerRoutes(
    app,
    identityRoutes,
    {
      me: ({ user }) => account.me(user),
      logout: ({ user }) => account.logout(user),
      forgotPassword: ({ params }) => account.forgotPassword(params.x),
      recoverPassword: ({ body }) => account.recoverPassword(body),
      changePassword: ({ params, body, user, request }) =>
        account.changePassword(actorOf(request), user, params.guid, body),
      createOutboundEmail: ({ body, request }) => account.contactSupport(body, request.id),
      outbox: ({ user, query }) => account.outbox(user, query),
    },
    verifier,
    { forgotPassword: publicLimit, recoverPassword: publicLimit, createOutboundEmail: publicLimit },
  );

  const realmOk = (name: string) => {
    if (name !== realm.name) throw notFound('realm_not_found');
  };
  registerRoutes(
    app,
    identityAdminRoutes,
    {
      listUsers: ({ params, query, user }) => (realmOk(params.realm), users.list(user, query)),
      countUsers: ({ params, query, user }) => (realmOk(params.realm), users.count(user, query)),
      createUser: async ({ params, body, user, request, reply }) => {
        realmOk(params.realm);
        const id = await users.create(actorOf(request), user, body);
        reply.header('location', `${config.publicUrl}/identity/admin/realms/${realm.name}/users/${id}`);
        return undefined;
      },
      getUser: ({ params, user }) => (realmOk(params.realm), users.get(user, params.id)),
      updateUser: ({ params, body, user, request }) => (
        realmOk(params.realm), users.update(actorOf(request), user, params.id, body)
      ),
      deleteUser: ({ params, user, request }) => (realmOk(params.realm), users.remove(actorOf(request), user, params.id)),
      resetPassword: ({ params, body, user, request }) => (
        realmOk(params.realm), users.resetPassword(actorOf(request), user, params.id, body)
      ),
      executeActionsEmail: ({ params, query, user, request }) => (
        realmOk(params.realm), users.executeActionsEmail(actorOf(request), user, params.id, query.lifespan)
      ),
      listGroups: ({ params, query }) => (realmOk(params.realm), users.groups(query.search)),
      getGroup: ({ params }) => (realmOk(params.realm), users.group(params.id)),
      userGroups: ({ params, user }) => (realmOk(params.realm), users.userGroups(user, params.id)),
      joinGroup: ({ params, user, request }) => (
        realmOk(params.realm), users.setGroup(actorOf(request), user, params.id, params.groupId, true)
      ),
      leaveGroup: ({ params, user, request }) => (
        realmOk(params.realm), users.setGroup(actorOf(request), user, params.id, params.groupId, false)
      ),
    },
    verifier,
  );
};
