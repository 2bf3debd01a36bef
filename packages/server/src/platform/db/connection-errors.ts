import type pg from 'pg';

/** What a pool reports when it loses a connection: a logger's `warn`, or nothing. */
export type ConnectionLog = { warn(obj: object, msg: string): void } | undefined;

// Connection exceptions (08…), the server shutting down or not yet accepting (57P01–57P03), too many connections.
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// `pg` reports a dropped socket and a closed client by message only.
const MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|terminating connection|not currently accepting connections/i;

/**
 * True when `err` (or an error it wraps: Drizzle wraps `pg`'s in `cause`) says PostgreSQL is out of reach rather than
 * that the statement was wrong: the same request may succeed once the database is back.
 */
export function isConnectionError(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * A connection cut while idle in the pool, or while checked out between two queries, is emitted as an `error` event;
 * without a listener Node ends the process. The pool drops such a client and opens a new one when asked.
 */
export function watchPool(pool: pg.Pool, name: string, log: ConnectionLog) {
  const report = (err: Error) =>
    log?.warn({ pool: name, code: (err as { code?: string }).code, msg: err.message }, 'database connection lost');
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
}
