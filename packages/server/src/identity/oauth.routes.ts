import {
  IDENTITY_PATHS,
  jwks,
  logoutRequest,
  openidConfiguration,
  tokenRequest,
  tokenResponse,
} from '@coverdesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../platform/http/messages.ts';
import type { OpenApiRouteInfo } from '../platform/http/openapi.ts';
import type { AppContext } from '../platform/module.ts';
import { authenticateClient, OAuthError, type TokenService } from './tokens.service.ts';

type Body = z.infer<typeof tokenRequest>;
const realmParams = z.object({ realm: z.string() });

/** How the OpenAPI document describes an OAuth endpoint (OAuth-shaped errors). */
const oauthRoute = (method: 'GET' | 'POST', status: number, params: boolean): OpenApiRouteInfo => ({
  status,
  method,
  scope: 'oauth',
  params,
  input: method === 'POST',
});

/** Answers an OAuth failure in `{ error, error_description }`, translated by Accept-Language. */
function oauthFailure(err: unknown, request: FastifyRequest, reply: FastifyReply): undefined {
  if (!(err instanceof OAuthError)) throw err;
  const lang = pickLanguage(request.headers['accept-language']);
  if (err.status === 401) reply.header('www-authenticate', 'Basic realm="coverdesk"');
  reply
    .status(err.status)
    .header('cache-control', 'no-store')
    .send({ error: err.error, error_description: translate(err.descriptionKey, lang), ...err.extra });
  return undefined;
}

/**
 * The realm's OAuth/OIDC endpoints. They take form bodies and answer OAuth-shaped errors, so they are registered
 * here rather than through a route table; their schemas still come from the contract.
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: AppContext, tokens: TokenService) {
  const { config, realm } = ctx;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: config.tokenRateLimit, timeWindow: '1 minute' };
  const checkRealm = (name: string) => {
    if (name !== realm.name) throw new OAuthError(404, 'not_found', 'realm_not_found');
  };
  const base = `${config.publicUrl}/identity/realms/${realm.name}/protocol/openid-connect`;

  async function grant(request: FastifyRequest, reply: FastifyReply, body: Body, passwordOnly: boolean) {
    const clientId = authenticateClient(config, request.headers.authorization, body);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (body.grant_type === 'password')
      return tokens.passwordGrant({ username: body.username, password: body.password, clientId });
    if (body.grant_type === 'refresh_token' && !passwordOnly)
      return tokens.refreshGrant({ refreshToken: body.refresh_token, clientId });
    throw new OAuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  const tokenSchema = (summary: string, params?: typeof realmParams) => ({
    summary,
    tags: ['identity'],
    ...(params ? { params } : {}),
    body: tokenRequest,
    consumes: ['application/x-www-form-urlencoded'],
    response: { 200: tokenResponse },
  });

  typed.post(
    IDENTITY_PATHS.oauthToken,
    {
      schema: tokenSchema('Password grant with HTTP Basic client authentication'),
      config: { rateLimit, openapi: oauthRoute('POST', 200, false) },
    },
    (request, reply) =>
      grant(request, reply, request.body ?? {}, true).catch((e: unknown) => oauthFailure(e, request, reply)),
  );

  typed.post(
    IDENTITY_PATHS.token,
    {
      schema: tokenSchema('Realm token endpoint: password and refresh_token grants', realmParams),
      config: { rateLimit, openapi: oauthRoute('POST', 200, true) },
    },
    async (request, reply) => {
      try {
        checkRealm((request.params as { realm: string }).realm);
        return await grant(request, reply, request.body ?? {}, false);
      } catch (e) {
        return oauthFailure(e, request, reply);
      }
    },
  );

  typed.post(
    IDENTITY_PATHS.logout,
    {
      schema: {
        summary: 'Ends the session of a refresh token',
        tags: ['identity'],
        params: realmParams,
        body: logoutRequest,
      },
      config: { rateLimit, openapi: oauthRoute('POST', 204, true) },
    },
    async (request, reply) => {
      try {
        checkRealm(request.params.realm);
        const body = request.body ?? {};
        const clientId = authenticateClient(config, request.headers.authorization, body);
        await tokens.logout(body.refresh_token, clientId);
        reply.status(204).send();
        return;
      } catch (e) {
        return oauthFailure(e, request, reply);
      }
    },
  );

  typed.get(
    IDENTITY_PATHS.certs,
    {
      schema: {
        summary: 'The realm signing keys (JWKS)',
        tags: ['identity'],
        params: realmParams,
        response: { 200: jwks },
      },
      config: { openapi: oauthRoute('GET', 200, true) },
    },
    async (request, reply) => {
      try {
        checkRealm(request.params.realm);
        return realm.keys.jwks as z.infer<typeof jwks>;
      } catch (e) {
        return oauthFailure(e, request, reply);
      }
    },
  );

  typed.get(
    IDENTITY_PATHS.discovery,
    {
      schema: {
        summary: 'OpenID Connect discovery',
        tags: ['identity'],
        params: realmParams,
        response: { 200: openidConfiguration },
      },
      config: { openapi: oauthRoute('GET', 200, true) },
    },
    async (request, reply) => {
      try {
        checkRealm(request.params.realm);
      } catch (e) {
        return oauthFailure(e, request, reply);
      }
      return {
        issuer: realm.issuer,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${config.publicUrl}/api/users/me`,
        end_session_endpoint: `${base}/logout`,
        jwks_uri: `${base}/certs`,
        grant_types_supported: ['password', 'refresh_token'],
        response_types_supported: ['token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'profile', 'email'],
        claims_supported: [
          'sub',
          'iss',
          'preferred_username',
          'name',
          'given_name',
          'family_name',
          'email',
          'locale',
          'realm_access',
          'groups',
          'partners',
          'sid',
        ],
      };
    },
  );
}
