/** Direct API calls for the products flows: a token by the password grant, as the browser gets one. */
export async function tokenFor(baseUrl: string, username: string, password: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/api/public/web-config`)).json()) as {
    client_id: string;
    client_secret: string;
  };
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.client_id}:${config.client_secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The `partners` claim of a token. */
export const partnersOf = (token: string): string[] =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).partners ?? [];
