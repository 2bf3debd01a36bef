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
  /** Its query names a record (a uuid other than the partner): an unknown one answers 404. */
  names?: boolean;
  /** Statuses the route answers beyond those its kind implies (`RouteDef.errors`). */
  errors?: readonly number[];
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
  413: 'The body (or an uploaded file) is larger than allowed',
  414: 'A path parameter is longer than allowed',
  415: 'The body is of a media type the route does not read (JSON; multipart/form-data for uploads)',
  422: 'Refused by a business rule',
  429: 'Too many requests: retry later',
  503: 'The database is busy or unavailable: nothing was written, retry later',
};

/** The error answers a route can give, by what it is. */
export function errorStatuses(info: OpenApiRouteInfo): number[] {
  if (info.scope === 'oauth') {
    // 400 everywhere: a badly encoded URL, a NUL character in a path parameter.
    const out = [400, 503];
    if (info.method !== 'GET') out.push(401, 413, 415);
    if (info.params) out.push(404, 414);
    return out.sort((a, b) => a - b);
  }
  // 400 everywhere: besides its own input, any call may carry a malformed `partner=` or a badly encoded URL.
  const out = new Set<number>([400, 503]);
  if (info.scope !== 'public') out.add(401).add(403);
  // A record named in the path, the query or the body may not exist (or be another partner's).
  if (info.params || info.names || info.method !== 'GET') out.add(404);
  if (info.params) out.add(414);
  // Any call but a GET may carry a body: too large, or of a type the route does not read.
  if (info.method !== 'GET') out.add(409).add(413).add(415).add(422);
  for (const status of info.errors ?? []) out.add(status);
  return [...out].sort((a, b) => a - b);
}

type JsonSchema = {
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
const isUuid = (p: JsonSchema | undefined): boolean =>
  Boolean(p && (p.format === 'uuid' || isUuid(p.items) || p.anyOf?.some(isUuid)));

/** Whether a query names a record by its guid (the partner aside): an unknown or foreign one answers 404. */
export function queryNamesRecord(query: z.ZodType | undefined): boolean {
  if (!query) return false;
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).some(([k, p]) => k !== 'partner' && k !== 'partnerGuid' && isUuid(p));
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
const API_ERROR = toJson(apiError);
const OAUTH_ERROR = toJson(oauthError);

/** OAuth endpoints answer their own failures in the OAuth shape; a body refused by its schema gets the API's. */
function errorSchema(info: OpenApiRouteInfo, status: number): object {
  if (info.scope !== 'oauth' || status === 503 || status === 429 || status === 413 || status === 414 || status === 415)
    return API_ERROR;
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
