import pino, { type DestinationStream } from 'pino';

/** Fields that hold secrets or personal data, wherever they appear (top level, or one or two objects down). */
export const PERSONAL_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'new_password',
  'current_password',
  'confirm_password',
  'client_secret',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'msisdn',
  'beneficiary_msisdn',
  'national_id',
  'name',
  'first_name',
  'last_name',
  'full_name',
  'beneficiary_name',
  'email',
  'date_of_birth',
];
export const REDACTED_PATHS = PERSONAL_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);

/** Query parameters whose values are safe to log; any other value is masked. */
const SAFE_QUERY = new Set(['partner', 'partnerGuid', 'page', 'size', 'sort', 'order', 'status']);
/** Routes whose path itself carries personal data (a phone number, a login): logged as their pattern. */
const PERSONAL_PATH = /:(msisdn|x|username|email|national_id)\b/;

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/** The request line without personal data: query values masked, personal path parameters as their pattern. */
export function safeUrl(req: LoggedRequest): string {
  const [path = '', query] = req.url.split('?', 2);
  const pattern = req.routeOptions?.url;
  const shown = pattern && PERSONAL_PATH.test(pattern) ? pattern : path;
  if (!query) return shown;
  const parts = [...new URLSearchParams(query)].map(
    ([k, v]) => `${encodeURIComponent(k)}=${SAFE_QUERY.has(k) ? encodeURIComponent(v) : '*'}`,
  );
  return `${shown}?${parts.join('&')}`;
}

// Values a database error message quotes (`invalid input syntax for type uuid: "…"`, or anything quoted that is not
// a plain identifier such as a constraint name) and Drizzle's echo of the query and its parameters ("Failed query: …").
const quoted = /(: )?"((?:[^"\\]|\\.)*)"/g;
const identifier = /^[a-z_][a-z0-9_$.]*$/i;
const maskValues = (message: string) =>
  message.replace(quoted, (all, colon: string | undefined, inner: string) =>
    colon || !identifier.test(inner) ? `${colon ?? ''}"…"` : all,
  );
const firstWords = (sql: string) => sql.replace(/\s+/g, ' ').trim().split(/[ (]/).slice(0, 3).join(' ');

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  cause?: unknown;
}

/**
 * Errors as logged: type, message, SQLSTATE code, constraint, table and the query's first words, never the SQL's
 * parameters or a database detail (`Key (msisdn)=(254…) already exists`), which hold customers' data.
 */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as ErrorLike;
  const isQueryEcho = typeof e.message === 'string' && e.message.startsWith('Failed query:');
  const message = isQueryEcho ? 'Failed query' : maskValues(String(e.message ?? ''));
  const out: Record<string, unknown> = { type: e.name ?? err.constructor?.name, message };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const)
    if (typeof e[key] === 'string') out[key] = e[key];
  if (typeof e.query === 'string') out.query = firstWords(e.query);
  if (typeof e.stack === 'string')
    out.stack = e.stack
      .split('\n')
      .filter((l) => l.startsWith('    at '))
      .join('\n');
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: DestinationStream) {
  const pretty = !destination && process.stdout.isTTY && !process.env.LOG_JSON;
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        err: safeError,
        req: (req: LoggedRequest) => ({ method: req.method, url: safeUrl(req), host: req.host, remoteAddress: req.ip }),
      },
      ...(pretty
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    destination,
  );
}
