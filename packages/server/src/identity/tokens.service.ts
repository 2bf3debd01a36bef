import crypto from 'node:crypto';
import { PASSWORD_RESET_LIFESPAN_SECONDS, type TokenResponse } from '@coverdesk/contract';
import { jwtVerify } from 'jose';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../platform/audit.ts';
import type { Config } from '../platform/config.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { createActionToken } from './account-emails.ts';
import { lockSecondsAfter, verifyPassword } from './passwords.ts';
import { type Realm, SESSION_REVOKED_CHANNEL } from './realm.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { type UserRow, usersRepository } from './users.repository.ts';

/** An OAuth failure: answered as `{ error, error_description }` with the description translated. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly descriptionKey: string,
    /** Extra members of the error answer (OAuth allows them), e.g. the one-time token of a temporary password. */
    readonly extra: Record<string, string> = {},
  ) {
    super(descriptionKey);
  }
}
const invalidGrant = (key: string) => new OAuthError(400, 'invalid_grant', key);

/** Keycloak's "SSO Session Max": a session ends after this even when refreshed all along. */
export const SESSION_MAX_SECONDS = 10 * 60 * 60;
const SCOPE = 'openid profile email';

const safeEqual = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

/** Client credentials from HTTP Basic or the form body, as Keycloak accepts them. */
export function authenticateClient(
  config: Config,
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): string {
  let id = body.client_id;
  let secret = body.client_secret;
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i < 0) throw new OAuthError(401, 'invalid_client', 'invalid_client');
    const dec = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    id = dec(decoded.slice(0, i));
    secret = dec(decoded.slice(i + 1));
  }
  if (!id || secret === undefined || id !== config.oauthClientId || !safeEqual(secret, config.oauthClientSecret))
    throw new OAuthError(401, 'invalid_client', 'invalid_client');
  return id;
}

export function createTokenService(deps: { config: Config; database: Database; realm: Realm }) {
  const { config, database, realm } = deps;
  const { db } = database;

  async function issue(user: UserRow, roles: string[], sid: string, clientId: string, expiresAt: number) {
    const now = Date.now();
    const refreshSeconds = Math.max(1, Math.round((expiresAt - now) / 1000));
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    const access = await realm.keys.sign(
      {
        iss: realm.issuer,
        sub: user.id,
        typ: 'Bearer',
        azp: clientId,
        jti: uuidv7(),
        sid,
        session_state: sid,
        scope: SCOPE,
        realm_access: { roles },
        groups: roles.map((r) => `/${r}`),
        partners: user.partners,
        preferred_username: user.username,
        ...(name ? { name } : {}),
        ...(user.first_name ? { given_name: user.first_name } : {}),
        ...(user.last_name ? { family_name: user.last_name } : {}),
        ...(user.email ? { email: user.email } : {}),
        email_verified: user.email_verified,
        locale: user.language,
      },
      config.accessTokenSeconds,
    );
    return { access, refreshSeconds, name };
  }

  async function tokensFor(
    user: UserRow,
    roles: string[],
    sid: string,
    jti: string,
    clientId: string,
    expiresAt: number,
  ) {
    const { access, refreshSeconds } = await issue(user, roles, sid, clientId, expiresAt);
    const refresh = await realm.keys.sign(
      { iss: realm.issuer, aud: realm.issuer, sub: user.id, typ: 'Refresh', azp: clientId, sid, jti, scope: SCOPE },
      refreshSeconds,
    );
    const out: TokenResponse = {
      access_token: access,
      expires_in: config.accessTokenSeconds,
      refresh_expires_in: refreshSeconds,
      refresh_token: refresh,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: sid,
      scope: SCOPE,
    };
    return out;
  }

  const roleNames = async (userId: string) => (await usersRepository.groupsOf(db, userId)).map((g) => g.name);

  /** Marks a session revoked in this process at once; the others hear it from the database's NOTIFY. */
  const forget = (sid: string) => realm.remember(sid);

  /** Ends a session and answers once the revocation has gone round through PostgreSQL to every listening process. */
  async function revokeSession(sid: string) {
    forget(sid);
    const heard = database.notifications.expect(SESSION_REVOKED_CHANNEL, sid);
    const row = await sessionsRepository.revoke(db, sid);
    if (row) await heard;
    return row;
  }

  async function readRefreshToken(token: string | undefined, clientId?: string) {
    if (!token) throw new OAuthError(400, 'invalid_request', 'missing_refresh_token');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, realm.keys.verifyKeys, { issuer: realm.issuer, clockTolerance: 5 }));
    } catch {
      throw invalidGrant('invalid_refresh_token');
    }
    if (payload.typ !== 'Refresh' || typeof payload.sid !== 'string' || typeof payload.jti !== 'string')
      throw invalidGrant('invalid_refresh_token');
    if (clientId && payload.azp !== clientId) throw invalidGrant('invalid_refresh_token');
    return { sid: payload.sid, jti: payload.jti, sub: String(payload.sub) };
  }

  return {
    revokeSession,

    /** Revokes every session of a user at once (password reset, disabled, deleted). */
    async revokeUserSessions(userId: string, tx: Executor = db) {
      for (const sid of await sessionsRepository.revokeAllOf(tx, userId)) forget(sid);
    },

    async passwordGrant(input: { username?: string; password?: string; clientId: string }): Promise<TokenResponse> {
      if (!input.username?.trim() || !input.password) {
        throw new OAuthError(400, 'invalid_request', 'missing_credentials');
      }
      const user = await usersRepository.findByLogin(db, input.username);
      const now = Date.now();
      const locked = Boolean(user?.locked_until && Date.parse(user.locked_until) > now);
      // Exactly one argon2 verification whatever happens, so the answer time tells nothing.
      const ok = await verifyPassword(user && !locked ? user.password_hash : null, input.password);
      if (!user) throw invalidGrant('invalid_user_credentials');
      if (locked) throw invalidGrant('account_locked');
      if (!ok) {
        // Counted in the database, so failures sent to several server processes add up to one lock-out.
        await usersRepository.recordFailedLogin(db, user.id, now, lockSecondsAfter);
        throw invalidGrant('invalid_user_credentials');
      }
      if (!user.enabled) throw invalidGrant('account_disabled');
      if (user.required_actions.includes('UPDATE_PASSWORD')) {
        // A temporary password (set by an administrator) was right: answer a one-time token for the set-password
        // page instead of a session, as Keycloak asks for a new password before signing in.
        const token = await createActionToken(db, user.id, PASSWORD_RESET_LIFESPAN_SECONDS);
        throw new OAuthError(400, 'invalid_grant', 'password_change_required', { action_token: token });
      }
      const roles = await roleNames(user.id);
      if (!roles.length) throw invalidGrant('account_no_role');
      if (user.failed_logins || user.locked_until)
        await usersRepository.update(db, user.id, { failed_logins: 0, locked_until: null });
      const sid = uuidv7();
      const jti = uuidv7();
      const expiresAt = now + config.refreshTokenSeconds * 1000;
      await sessionsRepository.insert(db, {
        id: sid,
        user_id: user.id,
        client_id: input.clientId,
        refresh_jti: jti,
        expires_at: new Date(expiresAt).toISOString(),
      });
      return tokensFor(user, roles, sid, jti, input.clientId, expiresAt);
    },

    async refreshGrant(input: { refreshToken?: string; clientId: string }): Promise<TokenResponse> {
      const token = await readRefreshToken(input.refreshToken, input.clientId);
      const session = await sessionsRepository.get(db, token.sid);
      const now = Date.now();
      if (!session || session.revoked_at || Date.parse(session.expires_at) <= now || session.user_id !== token.sub)
        throw invalidGrant('session_not_active');
      const expiresAt = Math.min(
        now + config.refreshTokenSeconds * 1000,
        Date.parse(session.created_at) + SESSION_MAX_SECONDS * 1000,
      );
      const newJti = uuidv7();
      const rotated = await sessionsRepository.rotate(
        db,
        session.id,
        token.jti,
        newJti,
        new Date(expiresAt).toISOString(),
      );
      if (!rotated) {
        // An old refresh token came back: someone holds a copy. End the session for everyone.
        await db.transaction(async (tx) => {
          forget(session.id);
          await sessionsRepository.revoke(tx, session.id);
          const actor: Actor = { sub: session.user_id, username: 'system' };
          await audit(tx, actor, {
            entity_type: 'session',
            entity_guid: session.id,
            action: 'revoke_refresh_reuse',
            reason: 'a rotated refresh token was used again',
          });
        });
        throw invalidGrant('invalid_refresh_token');
      }
      const user = await usersRepository.get(db, session.user_id);
      const roles = user ? await roleNames(user.id) : [];
      if (!user?.enabled || !roles.length) {
        await revokeSession(session.id);
        throw invalidGrant('session_not_active');
      }
      return tokensFor(user, roles, session.id, newJti, input.clientId, expiresAt);
    },

    /** OIDC logout: the refresh token's session ends. */
    async logout(refreshToken: string | undefined, clientId: string) {
      const token = await readRefreshToken(refreshToken, clientId);
      await revokeSession(token.sid);
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
