/** The claims the web reads from the realm's access token (Keycloak shape). */
export interface TokenClaims {
  sub: string;
  exp: number;
  preferred_username?: string;
  name?: string;
  email?: string;
  sid?: string;
  locale?: string;
  partners?: string[];
  realm_access?: { roles?: string[] };
}

/** Reads a JWT's payload without verifying it: the server verifies every call, the web only displays. */
export function decodeClaims(token: string): TokenClaims {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
}
