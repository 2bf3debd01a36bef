import type * as SentryNode from '@sentry/node';
import { PERSONAL_FIELDS, safeError } from './logger.ts';

type Sentry = typeof SentryNode;
type SentryEvent = SentryNode.ErrorEvent;

/**
 * Server errors to Sentry (`SENTRY_DSN`): every 5xx answer and every job run that throws, tagged with the request id,
 * route template, method, status, partner code or job name. Nothing personal leaves: events are built from the error
 * alone (no request data, no breadcrumbs, no local variables or source lines), and `scrubEvent` passes every message
 * through the logs' redaction (`safeError`: query parameters, database details and quoted values masked), drops
 * personal fields from any context, and blanks anything shaped like a phone number. The SDK is loaded only when a DSN
 * is set (it costs half a second and some 20 MB); without one every function here does nothing.
 */
let sentry: Sentry | undefined;

export interface ErrorReportingOptions {
  dsn: string;
  environment?: string;
  release?: string;
  /** Tests: the SDK's transport (a real client; only the network is replaced). */
  transport?: SentryNode.NodeOptions['transport'];
  /** Also report uncaught exceptions and unhandled rejections, then exit as Node would (entry points: yes; tests: no). */
  captureCrashes?: boolean;
}

export async function startErrorReporting(opts: ErrorReportingOptions): Promise<void> {
  const S = await import('@sentry/node');
  S.initWithoutDefaultIntegrations({
    dsn: opts.dsn,
    environment: opts.environment,
    release: opts.release,
    includeServerName: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    maxBreadcrumbs: 0,
    integrations: [
      S.linkedErrorsIntegration(),
      ...(opts.captureCrashes === false
        ? []
        : [S.onUncaughtExceptionIntegration(), S.onUnhandledRejectionIntegration({ mode: 'strict' })]),
    ],
    ...(opts.transport ? { transport: opts.transport } : {}),
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  sentry = S;
}

export async function stopErrorReporting(): Promise<void> {
  const S = sentry;
  sentry = undefined;
  await S?.close(2000);
}

export const errorReportingOn = () => sentry !== undefined;

export interface RequestErrorContext {
  requestId: string;
  route: string;
  method: string;
  status: number;
  partnerCode?: string | null;
}

/** A request answered 5xx because of `err`. */
export function reportRequestError(err: unknown, ctx: RequestErrorContext) {
  sentry?.captureException(asError(err), {
    level: ctx.status === 500 ? 'error' : 'warning',
    tags: {
      request_id: ctx.requestId,
      route: ctx.route,
      method: ctx.method,
      status: String(ctx.status),
      ...(ctx.partnerCode ? { partner: ctx.partnerCode } : {}),
    },
  });
}

/** A job run threw (pg-boss retries it or fails it for good). */
export function reportJobError(err: unknown, ctx: { queue: string; jobId?: string; partnerCode?: string | null }) {
  sentry?.captureException(asError(err), {
    level: 'error',
    tags: {
      job: ctx.queue,
      ...(ctx.jobId ? { job_id: ctx.jobId } : {}),
      ...(ctx.partnerCode ? { partner: ctx.partnerCode } : {}),
    },
  });
}

/** Waits until the events captured so far are sent (tests, and before a process exits). */
export const flushErrorReports = (ms = 2000) => sentry?.flush(ms) ?? Promise.resolve(true);

/** The error as Sentry sees it: its type and stack, its message masked as the logs mask it. */
function asError(err: unknown): Error {
  const safe = safeError(err);
  const out = new Error(String(safe.message ?? ''));
  out.name = String(safe.type ?? 'Error');
  if (err instanceof Error && err.stack) out.stack = `${out.name}: ${out.message}\n${safeStack(err.stack)}`;
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  if (cause) (out as { cause?: unknown }).cause = asError(cause);
  return out;
}
const safeStack = (stack: string) =>
  stack
    .split('\n')
    .filter((l) => l.startsWith('    at '))
    .join('\n');

// Digits of a phone number: 7 or more, possibly with a leading + and spaces, dots or dashes between them.
const PHONE = /\+?\d(?:[ .-]?\d){6,}/g;
const PERSONAL = new Set(PERSONAL_FIELDS);

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(PHONE, '[redacted]');
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = PERSONAL.has(k.toLowerCase()) ? '[redacted]' : scrubValue(v, depth + 1);
  return out;
}

// Contexts the SDK fills from the machine (ids, versions): kept as they are.
const SYSTEM_CONTEXTS = new Set(['trace', 'os', 'runtime', 'app', 'device', 'culture', 'cloud_resource']);

/**
 * The last pass before an event leaves: no request (bodies, query strings, headers, cookies), no user, no
 * breadcrumbs; in messages, exception values, extras and contexts, personal fields and phone-number-like digits are
 * blanked. Stack frames keep file, function and line only (no source lines, no variables). Tags (request id, route
 * template, partner code, job) and the SDK's own fields are kept.
 */
export function scrubEvent(event: SentryEvent): SentryEvent {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, ...out } = event;
  if (out.message) out.message = scrubValue(out.message) as string;
  if (out.logentry) out.logentry = scrubValue(out.logentry) as typeof out.logentry;
  if (out.extra) out.extra = scrubValue(out.extra) as typeof out.extra;
  if (out.contexts)
    out.contexts = Object.fromEntries(
      Object.entries(out.contexts).map(([k, v]) => [k, SYSTEM_CONTEXTS.has(k) ? v : scrubValue(v)]),
    ) as typeof out.contexts;
  if (out.exception?.values)
    out.exception = {
      values: out.exception.values.map((e) => ({
        ...e,
        // Masked again as the logs mask messages: a crash captured by the SDK itself did not pass through `asError`.
        value:
          typeof e.value === 'string'
            ? (scrubValue(String(safeError({ message: e.value }).message)) as string)
            : e.value,
        stacktrace: e.stacktrace && {
          frames: e.stacktrace.frames?.map(({ filename, function: fn, lineno, colno, in_app, module }) => ({
            filename,
            function: fn,
            lineno,
            colno,
            in_app,
            module,
          })),
        },
      })),
    };
  return out;
}
