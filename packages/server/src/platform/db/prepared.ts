import { createHash } from 'node:crypto';
import { is, Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Db } from './client.ts';

/**
 * A query built with Drizzle whose filters vary (a list screen's search fields), run as a named prepared statement:
 * PostgreSQL parses and plans each shape once per connection, and the rows come back as `pg` reads them, without
 * Drizzle's per-column mapping (on a page of 100 users the mapping and the planning cost more than the read). The name
 * is a hash of the text, so each combination of filters is one statement. Only for tables without row-level security
 * (the pool's sessions carry no partner scope) whose columns `pg` already reads as the app wants them (timestamps are
 * ISO strings by the pool's type parser). Rows are keyed by the statement's column names, not Drizzle's keys: a
 * computed column needs its name (`sql\`count(*)\`.as('n')`).
 */
export async function queryPrepared<T>(
  pool: pg.Pool,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<T[]> {
  const { sql, params } = query.toSQL();
  const name = `cd_${createHash('sha1').update(sql).digest('base64url')}`;
  const result = await pool.query({ name, text: sql, values: params });
  return result.rows as T[];
}

/**
 * A fixed query built once with Drizzle (`sql.placeholder(name)` for its values) and run as the named statement
 * `name` with those values; rows as `queryPrepared` gives them.
 */
export function preparedStatement<T>(name: string, build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } }) {
  let built: { sql: string; params: unknown[] } | undefined;
  return async ({ pool, db }: Database, values: Record<string, unknown>): Promise<T[]> => {
    built ??= build(db).toSQL();
    const params = built.params.map((p) => (is(p, Placeholder) ? values[p.name] : p));
    return (await pool.query({ name, text: built.sql, values: params })).rows as T[];
  };
}
