import { buildPath } from '@coverdesk/contract/common/route';
import { IDENTITY_PATHS } from '@coverdesk/contract/identity/identity.routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordGrant, refreshGrant } from './oauth.ts';

const client = { realm: 'coverdesk', clientId: 'coverdesk-web', clientSecret: 's3cret' };
afterEach(() => vi.unstubAllGlobals());

// oauth.ts writes its two paths itself so the sign-in page does not load the contract's zod schemas; this keeps them
// equal to the contract's.
describe('OAuth calls', () => {
  it('signs in at the contract path with HTTP Basic client authentication', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access_token: 'a' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await passwordGrant(client, 'ada', 'pw', 'fr');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(IDENTITY_PATHS.oauthToken);
    expect(init.headers).toMatchObject({
      Authorization: `Basic ${btoa('coverdesk-web:s3cret')}`,
      'Accept-Language': 'fr',
    });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      username: 'ada',
      password: 'pw',
      grant_type: 'password',
    });
  });

  it('refreshes at the realm token endpoint with the client in the form', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshGrant(client, 'r1', 'en')).rejects.toMatchObject({ status: 400 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(buildPath(IDENTITY_PATHS.token, { realm: 'coverdesk' }));
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'coverdesk-web',
      client_secret: 's3cret',
    });
  });
});
