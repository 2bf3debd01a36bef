import { HttpError } from './http-error.ts';

/** The realm's token answer (Keycloak shape). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type?: string;
}

export interface OAuthClient {
  realm: string;
  clientId: string;
  clientSecret: string;
}

async function post(url: string, form: Record<string, string>, headers: Record<string, string>, language: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers,
      Accept: 'application/json',
      'Accept-Language': language,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  }).catch(() => {
    throw new HttpError(0, null);
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, data);
  return data as TokenResponse;
}

/** Sign-in: `POST /oauth/token`, password grant, HTTP Basic client authentication (SPEC §7). */
export const passwordGrant = (client: OAuthClient, username: string, password: string, language: string) =>
  post(
    '/oauth/token',
    { username, password, grant_type: 'password' },
    { Authorization: `Basic ${btoa(`${client.clientId}:${client.clientSecret}`)}` },
    language,
  );

/** Refresh: the realm's token endpoint with refresh_token, client_id and client_secret in the form (SPEC §7). */
export const refreshGrant = (client: OAuthClient, refreshToken: string, language: string) =>
  post(
    `/identity/realms/${encodeURIComponent(client.realm)}/protocol/openid-connect/token`,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    },
    {},
    language,
  );
