import { vi } from 'vitest';

export const PARTNER_A = '01937a2b-0000-7000-8000-00000000000a';
export const PARTNER_B = '01937a2b-0000-7000-8000-00000000000b';

/** An unsigned JWT with the realm's claims (the web never verifies signatures). */
export function fakeToken(claims: Record<string, unknown> = {}) {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({
    sub: '01937a2b-0000-7000-8000-0000000000ff',
    preferred_username: 'admin',
    name: 'Ada Admin',
    email: 'admin@example.com',
    realm_access: { roles: ['admin'] },
    partners: [PARTNER_A, PARTNER_B],
    exp: Math.floor(Date.now() / 1000) + 300,
    ...claims,
  })}.sig`;
}

export const tokens = (claims: Record<string, unknown> = {}, expiresIn = 300) => ({
  access_token: fakeToken(claims),
  expires_in: expiresIn,
  refresh_token: 'refresh-1',
  refresh_expires_in: 1800,
  token_type: 'Bearer',
});

type Handler = (req: { url: URL; init: RequestInit }) => { status: number; body?: unknown } | undefined;

/** A fetch mock answering by "METHOD /path"; records every call. Unknown calls answer 404. */
export function fakeApi(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: { method: string; url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route({ url, init }) : route;
    const { status, body } = answer ?? { status: 404, body: { message: 'not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const WEB_CONFIG = {
  'GET /api/public/web-config': {
    status: 200,
    body: {
      realm: 'coverdesk',
      client_id: 'coverdesk-web',
      client_secret: 'coverdesk-web-secret',
      sentry_dsn: null,
      access_token_seconds: 300,
      refresh_token_seconds: 1800,
    },
  },
};
