import { desc, eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK, SignJWT } from 'jose';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../platform/db/client.ts';
import { signingKeys } from './identity.tables.ts';

export interface RealmKeys {
  kid: string;
  jwks: JSONWebKeySet;
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>;
  verifyKeys: ReturnType<typeof createLocalJWKSet>;
}

/** Loads the realm's signing key from the database, creating one on first start. */
export async function loadRealmKeys(db: Db): Promise<RealmKeys> {
  let [row] = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .orderBy(desc(signingKeys.created_at))
    .limit(1);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = uuidv7();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    await db
      .insert(signingKeys)
      .values({ kid, alg: 'RS256', private_jwk: privateJwk, public_jwk: publicJwk })
      .onConflictDoNothing();
    [row] = await db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.active, true))
      .orderBy(desc(signingKeys.created_at))
      .limit(1);
  }
  const all = await db.select({ public_jwk: signingKeys.public_jwk }).from(signingKeys);
  const jwks: JSONWebKeySet = { keys: all.map((r) => r.public_jwk as JWK) };
  const key = await importJWK(row!.private_jwk as JWK, 'RS256');
  const kid = row!.kid;
  return {
    kid,
    jwks,
    verifyKeys: createLocalJWKSet(jwks),
    sign: (claims, expiresIn) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
        .sign(key),
  };
}
