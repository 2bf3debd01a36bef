import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import './columns.ts';
import { watchPoolMetrics } from '../metrics.ts';
import { type ConnectionLog, watchPool } from './connection-errors.ts';
import { createNotifications, type Notifications } from './notifications.ts';
import { createScopedReader, type ScopedReader } from './scoped-reader.ts';
import { isoTimestamp } from './timestamps.ts';

// date (1082) and timestamp columns stay strings: date-only values never shift by time zone.
pg.types.setTypeParser(1082, (v) => v);
// timestamptz as ISO-8601 for raw queries too (Drizzle columns map theirs in db/columns.ts).
pg.types.setTypeParser(1184, isoTimestamp);
// bigint counts fit in a JS number for our sizes.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** The role request queries run as when we connect as a superuser, so row-level security applies. */
export const APP_ROLE = 'coverdesk_app';

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** Runs `fn` in a transaction that can see only the given partners' rows (row-level security). */
  scoped<T>(partners: readonly string[], fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in a transaction that sees every partner: system work only (seeding, sweeping jobs). */
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Partner-scoped single SELECTs of hot paths, prepared and scoped per session on a pool of their own. */
  reader: ScopedReader;
  /** LISTEN/NOTIFY: what one server process changes that the others cache (revoked sessions). */
  notifications: Notifications;
  close(): Promise<void>;
}

export function createDatabase(
  url: string,
  opts: { max?: number; appRole?: boolean; log?: ConnectionLog } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    // Sessions start as the app role, so row-level security applies to every request query. JIT off: the server's
    // statements are index probes, a bulk chunk's per row, whose estimates pass jit_above_cost; PostgreSQL then
    // compiled them for 60–290 ms each to save nothing.
    options: [opts.appRole ? `-c role=${APP_ROLE}` : '', '-c jit=off'].filter(Boolean).join(' '),
  });
  watchPool(pool, 'main', opts.log);
  const unwatch = watchPoolMetrics('main', pool);
  const db = drizzle(pool) as Db;
  const reader = createScopedReader(url, {
    appRole: opts.appRole,
    max: Math.max(2, Math.ceil((opts.max ?? 20) / 2)),
    log: opts.log,
  });
  const notifications = createNotifications(url, opts.log);
  return {
    pool,
    db,
    reader,
    notifications,
    scoped: (partners, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.partner_guids', ${partners.join(',')}, true)`);
        return fn(tx);
      }),
    system: (fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.all_partners', 'on', true)`);
        return fn(tx);
      }),
    close: async () => {
      unwatch();
      await Promise.all([pool.end(), reader.close(), notifications.close()]);
    },
  };
}
