import {
  type ChangePasswordInput,
  can,
  type OutboundEmailInput,
  PASSWORD_RESET_LIFESPAN_SECONDS,
  type RecoverPasswordInput,
} from '@coverdesk/contract';
import { type Actor, audit } from '../platform/audit.ts';
import type { Principal } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../platform/http/errors.ts';
import type { Mailer } from '../platform/mail.ts';
import type { AccountEmails } from './account-emails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.service.ts';
import { usersRepository as repo } from './users.repository.ts';

/** The signed-in user's own account, passwords by email link, support messages and the outbox. */
export function createAccountService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  emails: AccountEmails;
}) {
  const { config, database, mailer, tokens, emails } = deps;
  const { db } = database;

  return {
    async me(user: Principal) {
      const row = /^[0-9a-f-]{36}$/i.test(user.sub) ? await repo.get(db, user.sub) : undefined;
      if (!row) {
        // A user of an external realm (IDENTITY_ISSUER_URL): what the token says is all we know.
        if (!config.identityIssuerUrl) throw unauthorized();
        return {
          id: user.sub,
          username: user.username,
          first_name: null,
          last_name: null,
          email: user.email ?? null,
          roles: user.roles,
          partners: user.partners,
          locale: 'en',
        };
      }
      return {
        id: row.id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        roles: (await repo.groupsOf(db, row.id)).map((g) => g.name),
        partners: row.partners,
        locale: row.language,
      };
    },

    async logout(user: Principal) {
      if (user.sid) await tokens.revokeSession(user.sid);
    },

    /** Same answer whether or not the user exists: a link is emailed only to an enabled user with an email. */
    async forgotPassword(login: string) {
      const user = await repo.findByLogin(db, login);
      if (!user?.email || !user.enabled) return;
      const guid = await db.transaction(async (tx) => {
        const g = await emails.sendResetLink(tx, user, PASSWORD_RESET_LIFESPAN_SECONDS, 'forgot_password');
        await audit(
          tx,
          { sub: user.id, username: user.username },
          {
            entity_type: 'user',
            entity_guid: user.id,
            action: 'forgot_password',
          },
        );
        return g;
      });
      await emails.dispatch(guid);
    },

    /** Whether a reset token can still set a password (its page asks when it opens); consumes nothing. */
    checkRecoverToken: async (token: string) => ({ valid: await emails.usable(db, token) }),

    /** Sets the password with a one-time token; clears the lock and the UPDATE_PASSWORD action; ends sessions. */
    recoverPassword: (input: RecoverPasswordInput) =>
      db.transaction(async (tx) => {
        const userId = await emails.consume(tx, input.token);
        const user = userId ? await repo.get(tx, userId) : undefined;
        if (!user) throw badRequest({ token: 'reset_token_invalid' }, 'reset_token_invalid');
        await repo.update(tx, user.id, {
          password_hash: await hashPassword(input.password),
          failed_logins: 0,
          locked_until: null,
          required_actions: user.required_actions.filter((a) => a !== 'UPDATE_PASSWORD'),
          ...(user.email ? { email_verified: true } : {}),
        });
        await tokens.revokeUserSessions(user.id, tx);
        await audit(
          tx,
          { sub: user.id, username: user.username },
          {
            entity_type: 'user',
            entity_guid: user.id,
            action: 'recover_password',
          },
        );
      }),

    /** Own password: needs the current one. Another user's: users.write and a shared partner (or none). */
    changePassword: (actor: Actor, caller: Principal, id: string, input: ChangePasswordInput) =>
      db.transaction(async (tx) => {
        const self = id === caller.sub;
        if (!self && !can(caller.roles, 'users.write')) throw forbidden();
        const user = await repo.get(tx, id);
        const foreign =
          user && !self && user.partners.length && !user.partners.some((p) => caller.partners.includes(p));
        if (!user || foreign) throw notFound();
        if (self) {
          if (!input.current_password) throw badRequest({ current_password: 'required' });
          if (!(await verifyPassword(user.password_hash, input.current_password)))
            throw badRequest({ current_password: 'current_password_wrong' }, 'current_password_wrong');
        }
        await repo.update(tx, id, {
          password_hash: await hashPassword(input.new_password),
          failed_logins: 0,
          locked_until: null,
          required_actions: user.required_actions.filter((a) => a !== 'UPDATE_PASSWORD'),
        });
        // Another user's sessions end; one's own stay (the caller is using one).
        if (!self) await tokens.revokeUserSessions(id, tx);
        await audit(tx, actor, {
          entity_type: 'user',
          entity_guid: id,
          action: self ? 'change_own_password' : 'set_password',
        });
      }),

    /** A "contact support" message from the sign-in page: always to SUPPORT_EMAIL, the visitor as Reply-To. */
    async contactSupport(input: OutboundEmailInput, requestId: string) {
      if (/[\r\n]/.test(input.subject)) throw badRequest({ subject: 'invalid_value' });
      const guid = await db.transaction(async (tx) => {
        const g = await mailer.enqueue(tx, {
          to: config.supportEmail,
          subject: `[Support] ${input.subject}`,
          text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
          kind: 'support.contact',
          reply_to: input.email,
          meta: { from_name: input.name, from_email: input.email },
        });
        await audit(
          tx,
          { sub: 'anonymous', username: 'anonymous', requestId },
          {
            entity_type: 'email',
            entity_guid: g,
            action: 'contact_support',
            after: { from_email: input.email, subject: input.subject },
          },
        );
        return g;
      });
      await mailer.dispatch(guid);
      return { guid };
    },
  };
}
