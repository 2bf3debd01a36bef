import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import './columns.ts';

// date (1082) and timestamp columns stay strings: date-only values never shift by time zone.
pg.types.setTypeParser(1082, (v) => v);
// timestamptz as ISO-8601 for raw queries too (Drizzle columns map theirs in db/columns.ts).
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
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
  /**
   * Runs read-only `fn` outside a transaction on a connection whose session scope is the given partners: the scope is
   * set only when that connection last served other partners, so a lookup usually costs one round trip. These
   * connections come from their own pool, never used unscoped.
   */
  read<T>(partners: readonly string[], fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `fn` in a transaction that sees every partner: system work only (seeding, sweeping jobs). */
  system<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createDatabase(url: string, opts: { max?: number; appRole?: boolean } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    // Sessions start as the app role, so row-level security applies to every request query.
    ...(opts.appRole ? { options: `-c role=${APP_ROLE}` } : {}),
  });
  const db = drizzle(pool) as Db;
  const readPool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    ...(opts.appRole ? { options: `-c role=${APP_ROLE}` } : {}),
  });
  const readers = new WeakMap<pg.PoolClient, { scope: string; db: Db }>();
  return {
    pool,
    db,
    async read(partners, fn) {
      const scope = partners.join(',');
      const client = await readPool.connect();
      try {
        let r = readers.get(client);
        if (!r) {
          r = { scope: '', db: drizzle(client) as unknown as Db };
          readers.set(client, r);
        }
        if (r.scope !== scope) {
          r.scope = '';
          await client.query("select set_config('app.partner_guids', $1, false)", [scope]);
          r.scope = scope;
        }
        return await fn(r.db);
      } finally {
        client.release();
      }
    },
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
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
