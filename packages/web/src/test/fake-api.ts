import * as contract from '@coverdesk/contract';
import { type RouteDef, strictBody } from '@coverdesk/contract';
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

/** Every route of the contract's route tables, static paths before those with parameters. */
const ROUTES: { method: string; pattern: RegExp; route: RouteDef }[] = (Object.values(contract) as unknown[])
  .filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !('_zod' in (v as object)))
  .flatMap((table) => Object.values(table))
  .filter((r): r is RouteDef => r !== null && typeof r === 'object' && 'method' in r && 'path' in r && 'scope' in r)
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`),
    route,
  }))
  .sort((a, b) => a.route.path.split(':').length - b.route.path.split(':').length);

/**
 * The server refuses a request body field its contract schema does not name (400): a screen that sent one would fail
 * for real while its test passed. So every JSON body a test sends is checked against its route's schema here.
 */
function refuseUnknownFields(method: string, url: URL, init: RequestInit) {
  if (typeof init.body !== 'string') return;
  const found = ROUTES.find((r) => r.method === method && r.pattern.test(url.pathname));
  if (!found?.route.body) return;
  let body: unknown;
  try {
    body = JSON.parse(init.body);
  } catch {
    return;
  }
  const result = strictBody(found.route.body).safeParse(body);
  const unknown = (result.error?.issues ?? [])
    .filter((i) => i.code === 'unrecognized_keys')
    .flatMap((i) => ('keys' in i ? (i.keys as string[]) : []).map((k) => [...i.path, k].join('.')));
  if (unknown.length) {
    const problem = `${method} ${url.pathname} sends fields the API refuses: ${unknown.join(', ')}`;
    refusedBodies.push(problem);
    throw new Error(problem);
  }
}

/** Bodies a test sent that the server would refuse; `setup.ts` fails the test that sent one. */
export const refusedBodies: string[] = [];

type Handler = (req: { url: URL; init: RequestInit }) => { status: number; body?: unknown } | undefined;

/** A fetch mock answering by "METHOD /path"; records every call. Unknown calls answer 404. */
export function fakeApi(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: { method: string; url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    refuseUnknownFields(method, url, init);
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
