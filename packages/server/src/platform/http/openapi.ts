import { apiError, type HttpMethod, oauthError, type RouteScope } from '@coverdesk/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the OpenAPI document needs to know of a route beyond its schemas: its real success code and what kind of
 * errors it answers. `registerRoutes` puts it in every contract route's Fastify `config`; routes registered by hand
 * (the OAuth endpoints) set it themselves.
 */
export interface OpenApiRouteInfo {
  status: number;
  method: HttpMethod;
  /** `oauth`: errors in the OAuth shape `{ error, error_description }`. */
  scope: RouteScope | 'oauth';
  /** Takes path parameters, a query or a body (so it can be given bad input, or name what does not exist). */
  params: boolean;
  input: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the OpenAPI document describes this route's answers (see `openApiTransform`). */
    openapi?: OpenApiRouteInfo;
  }
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `errors` names each refused field',
  401: 'No token, or an expired or revoked one',
  403: "The caller's roles lack the permission, or the partner is not one of theirs",
  404: 'Not found (another partner’s record is not found either)',
  409: 'Conflicts with the current state (stale version, duplicate, action not allowed in this status)',
  422: 'Refused by a business rule',
  429: 'Too many requests: retry later',
  503: 'The database is busy or unavailable: nothing was written, retry later',
};

/** The error answers a route can give, by what it is. */
export function errorStatuses(info: OpenApiRouteInfo): number[] {
  if (info.scope === 'oauth') {
    const out = [503];
    if (info.input) out.push(400);
    if (info.method !== 'GET') out.push(401);
    if (info.params) out.push(404);
    return out.sort((a, b) => a - b);
  }
  // 400 everywhere: besides its own input, any call may carry a malformed `partner=` or a badly encoded URL.
  const out = new Set<number>([400, 503]);
  if (info.scope !== 'public') out.add(401).add(403);
  if (info.params || info.method !== 'GET') out.add(404);
  if (info.method !== 'GET') out.add(409).add(422);
  return [...out].sort((a, b) => a - b);
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
const API_ERROR = toJson(apiError);
const OAUTH_ERROR = toJson(oauthError);

/** OAuth endpoints answer their own failures in the OAuth shape; a body refused by its schema gets the API's. */
function errorSchema(info: OpenApiRouteInfo, status: number): object {
  if (info.scope !== 'oauth' || status === 503 || status === 429) return API_ERROR;
  return status === 400 ? { anyOf: [OAUTH_ERROR, API_ERROR] } : OAUTH_ERROR;
}

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { openapi?: OpenApiRouteInfo; rateLimit?: unknown } };
};

/**
 * The swagger transform: the zod schemas as JSON schemas (fastify-type-provider-zod), then the real success code (a
 * 204 has no body) and every error answer with its schema — documentation only, nothing here changes what is sent.
 */
export function openApiTransform(args: TransformArgs) {
  const out = jsonSchemaTransform(args);
  const info = args.route?.config?.openapi;
  if (!info || !out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const schema = out.schema as { response?: Record<string, unknown> };
  const response: Record<string, unknown> = { ...schema.response };
  if (info.status === 204) response[204] = { type: 'null', description: 'Done, no content' };
  else if (!response[info.status]) response[info.status] = { type: 'null', description: 'Done' };
  const statuses = errorStatuses(info);
  if (args.route?.config?.rateLimit && !statuses.includes(429)) statuses.push(429);
  for (const status of statuses) response[status] = { ...errorSchema(info, status), description: ERROR_TEXT[status] };
  schema.response = response;
  return out;
}
