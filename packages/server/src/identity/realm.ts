import { and, gt, isNotNull } from 'drizzle-orm';
import { createTokenVerifier, type TokenVerifier } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { sessions } from './identity.tables.ts';
import { loadRealmKeys, type RealmKeys } from './keys.ts';

/** The built-in Keycloak-compatible realm: its issuer, keys, token verifier and revoked sessions. */
export interface Realm {
  name: string;
  issuer: string;
  keys: RealmKeys;
  verifier: TokenVerifier;
  /** Sessions ended (in any process) while their access tokens may still be unexpired. */
  revokedSessions: Set<string>;
  /** Adds a session to `revokedSessions` until its access tokens have expired. */
  remember(sid: string): void;
}

export const issuerFor = (config: Config) => `${config.publicUrl}/identity/realms/${config.realm}`;

/** The NOTIFY channel every process hears when a session ends (a trigger on `identity_sessions` sends it). */
export const SESSION_REVOKED_CHANNEL = 'cd_session_revoked';

/**
 * Revoked sessions are kept in memory while their access tokens may still be valid, so verifying a token costs no
 * query. Every process learns of a revocation through NOTIFY, and reloads the recent ones from the table whenever its
 * LISTEN connection (re)opens, so none is missed while the connection was down.
 */
export async function createRealm(config: Config, database: Database): Promise<Realm> {
  const keys = await loadRealmKeys(database.db);
  const revokedSessions = new Set<string>();
  const keepSeconds = config.accessTokenSeconds + 60;
  const remember = (sid: string) => {
    if (revokedSessions.has(sid)) return;
    revokedSessions.add(sid);
    setTimeout(() => revokedSessions.delete(sid), keepSeconds * 1000).unref();
  };
  const reload = async () => {
    const recent = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          isNotNull(sessions.revoked_at),
          gt(sessions.revoked_at, new Date(Date.now() - keepSeconds * 1000).toISOString()),
        ),
      );
    for (const r of recent) remember(r.id);
  };
  await database.notifications.listen(SESSION_REVOKED_CHANNEL, remember, reload);
  const issuer = issuerFor(config);
  return {
    name: config.realm,
    issuer,
    keys,
    revokedSessions,
    remember,
    verifier: createTokenVerifier({ keys: keys.verifyKeys, issuer, isRevoked: (sid) => revokedSessions.has(sid) }),
  };
}
