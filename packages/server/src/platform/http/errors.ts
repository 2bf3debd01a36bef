import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors.ts';
import { errorReportingOn, reportRequestError } from '../error-reporting.ts';
import { fromDatabaseError, resolveDatabaseError } from './database-errors.ts';
import { isMessageKey, type MessageKey, pickLanguage, translate } from './messages.ts';

/** A failure we expect: it answers its status and a translated message (SPEC §8 shape). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey | (string & {}),
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, MessageKey | (string & {})>,
  ) {
    super(key);
  }
}

export const badRequest = (fields: Record<string, string>, key = 'invalid_input') => new AppError(400, key, {}, fields);
export const unauthorized = (key = 'unauthorized') => new AppError(401, key);
export const forbidden = (key = 'forbidden') => new AppError(403, key);
export const notFound = (key = 'not_found') => new AppError(404, key);
export const conflict = (key = 'conflict', params: Record<string, string | number> = {}) =>
  new AppError(409, key, params);
export const unprocessable = (key: string, params: Record<string, string | number> = {}) =>
  new AppError(422, key, params);

interface ZodIssueLike {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  keys?: string[];
  /** A custom issue's parameters (e.g. the bound an amount passed: contract `common/money.ts`). */
  params?: Record<string, string | number>;
}

/** Turns one zod issue into a message key and its parameters. */
function issueText(issue: ZodIssueLike, lang: 'en' | 'fr'): string {
  if (isMessageKey(issue.message)) return translate(issue.message, lang, issue.params);
  switch (issue.code) {
    case 'invalid_type':
      return translate(issue.input === undefined ? 'required' : 'invalid_type', lang);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return translate('required', lang);
      return translate(issue.origin === 'string' ? 'too_short' : 'too_small', lang, { min: Number(issue.minimum) });
    case 'too_big':
      return translate(issue.origin === 'string' ? 'too_long' : 'too_big', lang, { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return translate('email', lang);
      if (issue.format === 'uuid') return translate('uuid', lang);
      if (issue.format === 'date' || issue.format === 'datetime') return translate('date', lang);
      return translate('invalid_value', lang);
    case 'unrecognized_keys':
      return translate('unknown_field', lang);
    default:
      return translate('invalid_value', lang);
  }
}

export function fieldErrorsFromIssues(issues: ZodIssueLike[], lang: 'en' | 'fr'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      // Each unknown field is named where it stands, e.g. `address.colour`.
      for (const key of issue.keys) out[[...issue.path.map(String), key].join('.')] ??= issueText(issue, lang);
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[field] ??= issueText(issue, lang);
  }
  return out;
}

export function errorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | Promise<FastifyReply> {
  const lang = pickLanguage(request.headers['accept-language']);
  if (error instanceof AppError) {
    const errors = error.fieldErrors
      ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translate(v, lang, error.params)]))
      : undefined;
    return reply
      .status(error.status)
      .send({ message: translate(error.key, lang, error.params), errors, code: error.key });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map(
      (v) =>
        ({
          ...(v.params as object),
          code: v.keyword,
          message: v.message,
          path: v.instancePath.split('/').filter(Boolean),
        }) as ZodIssueLike,
    );
    return reply.status(400).send({
      message: translate('invalid_input', lang),
      errors: fieldErrorsFromIssues(issues, lang),
      code: 'invalid_input',
    });
  }
  if ((error as FastifyError).code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
    report(error, request, 500);
    return reply.status(500).send({ message: translate('internal', lang), code: 'internal' });
  }
  if (fromDatabaseError(error))
    return resolveDatabaseError(error, request.server.constraintColumns).then((mapped) =>
      errorHandler(mapped ?? error, request, reply),
    );
  if (isLockTimeout(error) || isLockTimeout(error.cause)) {
    // A statement gave up waiting for a lock (a `lock_timeout`): nothing was written; the same request may succeed.
    request.log.warn({ err: error }, 'lock timeout');
    report(error, request, 503);
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ message: translate('busy', lang), code: 'busy' });
  }
  if (isConnectionError(error)) {
    // PostgreSQL is out of reach (restart, fail-over, cut connections): the pools reconnect on their own.
    request.log.warn({ code: (error as { code?: string }).code, msg: error.message }, 'database unavailable');
    report(error, request, 503);
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ message: translate('database_unavailable', lang), code: 'database_unavailable' });
  }
  const framework = FRAMEWORK_ERRORS[(error as FastifyError).code ?? ''];
  const status = framework?.[0] ?? (error as FastifyError).statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    report(error, request, 500);
    return reply.status(500).send({ message: translate('internal', lang), code: 'internal' });
  }
  // Body parse errors (bad JSON) and the like: a clear 4xx in our words, never a stack trace nor Fastify's own code.
  const key = framework?.[1] ?? BY_STATUS[status] ?? 'bad_request';
  return reply.status(status).send({ message: translate(key, lang), code: key });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A partner's code (what error reports name it by), read from the database. */
    partnerCodeOf?: (partner: string) => Promise<string | null>;
  }
}

/** Every 5xx answer goes to error reporting (when on), tagged with the partner's code: never its guid or name. */
function report(error: Error, request: FastifyRequest, status: number) {
  if (!errorReportingOn()) return;
  const send = (partnerCode: string | null) =>
    reportRequestError(error, {
      requestId: request.id,
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      status,
      partnerCode,
    });
  const lookup = request.partner ? request.server.partnerCodeOf?.(request.partner) : undefined;
  if (!lookup) return send(null);
  lookup.then(send, () => send(null));
}

/** The 4xx a status answers when no product code says more. */
const BY_STATUS: Record<number, MessageKey> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * Errors Fastify and its plugins raise, as the product's status and code (their `FST_…` codes never leave): a body
 * that is not JSON, of a type the route does not read, too large, a multipart upload out of its limits.
 */
export const FRAMEWORK_ERRORS: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_BAD_URL: [400, 'bad_url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'multipart_required'],
  FST_PROTO_VIOLATION: [400, 'bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large'],
  FST_PARTS_LIMIT: [413, 'payload_too_large'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'invalid_json'],
};

const isLockTimeout = (err: unknown) => (err as { code?: string } | undefined)?.code === '55P03';

export { fromDatabaseError } from './database-errors.ts';
