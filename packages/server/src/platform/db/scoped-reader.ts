import pg from 'pg';
import { watchPoolMetrics } from '../metrics.ts';
import { APP_ROLE } from './client.ts';
import { type ConnectionLog, watchPool } from './connection-errors.ts';

/** A read statement of a hot path: its name prepares it once per connection. */
export interface ReadStatement {
  name: string;
  text: string;
  values: unknown[];
}

export interface ScopedReader {
  /** Runs one partner-scoped SELECT; row-level security sees exactly `partners`. */
  query<T>(partners: readonly string[], statement: ReadStatement): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Partner-scoped reads of the hottest paths (customer look-ups), cheap on the PostgreSQL side: a pool of its own
 * whose sessions keep the partner scope as a session setting (sent again only when a request needs another scope),
 * and named prepared statements (parsed and planned once per connection, then bound and run in one round trip).
 * A transaction with a transaction-local scope costs four round trips and a plan per call; this costs one.
 *
 * Safe because nothing else ever runs on this pool: every query here is preceded by the scope check, so a session's
 * scope never reaches another request's query, and the rest of the server keeps transaction-local scopes.
 */
export function createScopedReader(
  url: string,
  opts: { max?: number; appRole?: boolean; log?: ConnectionLog } = {},
): ScopedReader {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Bitmap scans are off for these sessions: a bitmap must collect every candidate before the first row, which
    // is what a nearest-first name search avoids; the planner picks one when it guesses few fuzzy matches, and on a
    // common name that guess costs a hundred times the walk. Exact look-ups use plain index scans anyway.
    // Generic plans always: every statement here names its partner, and on the partitioned customers table a custom
    // plan (pruned while planning) looks cheaper, so PostgreSQL would re-plan each execution, which costs more than
    // the look-up itself. A generic plan prunes the other partners' partitions when it starts instead.
    options: [
      opts.appRole ? `-c role=${APP_ROLE}` : '',
      '-c enable_bitmapscan=off',
      '-c plan_cache_mode=force_generic_plan',
      '-c jit=off',
    ]
      .filter(Boolean)
      .join(' '),
  });
  watchPool(pool, 'reader', opts.log);
  const unwatch = watchPoolMetrics('reader', pool);
  const scopeOf = new WeakMap<pg.PoolClient, string>();
  return {
    async query<T>(partners: readonly string[], statement: ReadStatement) {
      const scope = partners.join(',');
      const client = await pool.connect();
      try {
        if (scopeOf.get(client) !== scope) {
          scopeOf.delete(client);
          await client.query({
            name: 'cd_session_scope',
            text: "select set_config('app.partner_guids', $1, false)",
            values: [scope],
          });
          scopeOf.set(client, scope);
        }
        const result = await client.query(statement);
        client.release();
        return result.rows as T[];
      } catch (error) {
        // A failed statement may leave the session in an unknown state: the connection is closed, not reused.
        client.release(error as Error);
        throw error;
      }
    },
    close: () => {
      unwatch();
      return pool.end();
    },
  };
}
