import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { unauthorized } from './http/errors.ts';

/** Who is calling: read from a verified access token. */
export interface Principal {
  sub: string;
  username: string;
  name?: string;
  email?: string;
  roles: string[];
  partners: string[];
  /** The session the token belongs to (revoked by logout). */
  sid?: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/** Reads our claims, and Keycloak's usual places for them (realm_access.roles, groups, a `partners` attribute). */
export function principalFromClaims(c: JWTPayload & Record<string, unknown>): Principal {
  const realmRoles = ((c.realm_access as { roles?: unknown } | undefined)?.roles ?? []) as unknown[];
  const groups = ((c.groups as unknown[]) ?? []).map((g) => String(g).replace(/^\//, ''));
  const partnersClaim = c.partners;
  const partners = Array.isArray(partnersClaim)
    ? partnersClaim.map(String)
    : typeof partnersClaim === 'string'
      ? partnersClaim.split(',').map((s) => s.trim())
      : [];
  return {
    sub: String(c.sub),
    username: String(c.preferred_username ?? c.sub),
    name: typeof c.name === 'string' ? c.name : undefined,
    email: typeof c.email === 'string' ? c.email : undefined,
    roles: [...new Set([...realmRoles.map(String), ...groups])],
    partners: partners.filter(Boolean),
    sid: typeof c.sid === 'string' ? c.sid : undefined,
  };
}

/**
 * Verifies JWTs against a key set, with a small cache of already verified tokens (until they expire) so a busy
 * client does not pay the signature check on every call. `isRevoked` lets logout end a session at once.
 */
export function createTokenVerifier(opts: {
  keys: JWTVerifyGetKey;
  issuer: string | string[];
  isRevoked?: (sid: string) => boolean;
  now?: () => number;
}): TokenVerifier {
  const cache = new Map<string, { p: Principal; exp: number }>();
  const now = opts.now ?? (() => Date.now() / 1000);
  return {
    async verify(token) {
      const hit = cache.get(token);
      if (hit && hit.exp > now()) {
        if (hit.p.sid && opts.isRevoked?.(hit.p.sid)) throw unauthorized('token_expired');
        return hit.p;
      }
      cache.delete(token);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, opts.keys, { issuer: opts.issuer, clockTolerance: 5 }));
      } catch (e) {
        throw unauthorized((e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'token_expired' : 'unauthorized');
      }
      if (payload.typ !== undefined && payload.typ !== 'Bearer') throw unauthorized();
      const p = principalFromClaims(payload as JWTPayload & Record<string, unknown>);
      if (p.sid && opts.isRevoked?.(p.sid)) throw unauthorized('token_expired');
      if (cache.size > 10_000) cache.clear();
      cache.set(token, { p, exp: payload.exp ?? now() + 60 });
      return p;
    },
  };
}

/** An external Keycloak realm (IDENTITY_ISSUER_URL): keys found by OIDC discovery. */
export async function externalIssuerVerifier(issuerUrl: string): Promise<TokenVerifier> {
  const res = await fetch(`${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed at ${issuerUrl}: ${res.status}`);
  const doc = (await res.json()) as { issuer: string; jwks_uri: string };
  return createTokenVerifier({ keys: createRemoteJWKSet(new URL(doc.jwks_uri)), issuer: doc.issuer });
}
