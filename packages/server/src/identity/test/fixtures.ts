import type { Role } from '@coverdesk/contract';
import { ensureUser } from '../../identity/bootstrap.ts';
import type { TestApp } from '../../test/test-app.ts';

export const GOOD_PASSWORD = 'Sup3r-secret!';
let n = 0;

/** Creates a realm user with a password, roles and partners; answers its id and credentials. */
export async function makeUser(
  t: TestApp,
  opts: { roles?: Role[]; partners?: string[]; password?: string; email?: string | null; username?: string } = {},
) {
  n += 1;
  const username = opts.username ?? `user${n}_${Math.random().toString(36).slice(2, 6)}`;
  const password = opts.password ?? GOOD_PASSWORD;
  const { id } = await ensureUser(t.database.db, {
    username,
    password,
    email: opts.email === null ? undefined : (opts.email ?? `${username}@example.com`),
    first_name: 'Ada',
    last_name: 'Lovelace',
    roles: opts.roles ?? ['admin'],
    partners: opts.partners ?? [],
  });
  return { id, username, password };
}

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The realm token endpoint with client credentials in the body (as the web calls it). */
export function realmToken(t: TestApp, body: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/identity/realms/${t.config.realm}/protocol/openid-connect/token`,
    headers: { ...FORM, ...headers },
    payload: form({ client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret, ...body }),
  });
}

export async function signIn(t: TestApp, username: string, password: string) {
  const res = await realmToken(t, { grant_type: 'password', username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; session_state: string };
}

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
export { FORM, form };
