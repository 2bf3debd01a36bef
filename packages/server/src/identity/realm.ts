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
  /** Sessions ended by logout while their access tokens may still be unexpired. */
  revokedSessions: Set<string>;
}

export const issuerFor = (config: Config) => `${config.publicUrl}/identity/realms/${config.realm}`;

export async function createRealm(config: Config, database: Database): Promise<Realm> {
  const keys = await loadRealmKeys(database.db);
  const revokedSessions = new Set<string>();
  const recent = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        isNotNull(sessions.revoked_at),
        gt(sessions.revoked_at, new Date(Date.now() - config.accessTokenSeconds * 1000).toISOString()),
      ),
    );
  for (const r of recent) revokedSessions.add(r.id);
  const issuer = issuerFor(config);
  return {
    name: config.realm,
    issuer,
    keys,
    revokedSessions,
    verifier: createTokenVerifier({ keys: keys.verifyKeys, issuer, isRevoked: (sid) => revokedSessions.has(sid) }),
  };
}
