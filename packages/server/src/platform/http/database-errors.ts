import type pg from 'pg';
import { AppError } from './errors.ts';

/** The columns of a unique index or constraint, by its name (read from the catalog once per name). */
export type ConstraintColumns = (constraint: string) => Promise<string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    constraintColumns?: ConstraintColumns;
  }
}

interface PgError {
  code: string;
  table?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

/** The PostgreSQL error behind `err` (Drizzle wraps it in `cause`), if any. */
function pgErrorOf(err: unknown): PgError | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/**
 * The columns a key violation names, from its detail `Key (partner_guid, msisdn)=(…)` (only the names are read, never
 * the values). `partner_guid` is left out: the caller did not choose it. An expression index such as
 * `lower(username::text)` gives its column.
 */
function keyColumns(detail: string | undefined): string[] {
  const inside = detail?.match(/^Key \((.+?)\)=\(/)?.[1];
  if (!inside) return [];
  return inside
    .split(',')
    .map((part) => part.replace(/::\w+/g, '').match(/([a-z_][a-z0-9_]*)\)*\s*$/i)?.[1] ?? '')
    .filter((c) => c && c !== 'partner_guid');
}

/** Module texts for a unique key, by `table.column[,column]` (e.g. `customers.msisdn`); else the generic text. */
const uniqueMessages = new Map<string, string>();
export function addUniqueMessages(messages: Record<string, string>) {
  for (const [key, text] of Object.entries(messages)) uniqueMessages.set(key, text);
}

/** A partition (`customers_<partner hex>`) answers for its partitioned table. */
const tableOf = (table: string | undefined) => table?.replace(/_[0-9a-f]{32}$/, '') ?? '';

/**
 * Maps every PostgreSQL data and integrity error to a 4xx (or 503 for a lost race of locks), so no input and no
 * timing can make one a 500: a unique violation is a 409 naming what is duplicated (a check-then-insert that loses a
 * race ends here), a missing reference a 400 naming the field, a row still referenced a 409, bad data a 400.
 */
export function fromDatabaseError(err: unknown, keyColumnNames?: string[]): AppError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const columns = keyColumnNames ?? keyColumns(pg.detail);
  const fields = (text: string) => (columns.length ? Object.fromEntries(columns.map((c) => [c, text])) : undefined);
  switch (pg.code) {
    case '23505': {
      const key = uniqueMessages.get(`${tableOf(pg.table)}.${columns.join(',')}`) ?? 'duplicate';
      return new AppError(409, key, { fields: columns.join(', ') || '?' }, fields('already_used'));
    }
    case '23P01':
      return new AppError(409, 'conflict');
    case '23503':
      if (pg.detail?.includes('is still referenced')) return new AppError(409, 'still_referenced');
      return new AppError(400, 'invalid_input', {}, fields('reference_not_found') ?? { _: 'reference_not_found' });
    case '23502':
      return new AppError(400, 'invalid_input', {}, { [pg.column ?? '_']: 'required' });
    case '22003':
      return new AppError(400, 'invalid_input', {}, { [pg.column ?? '_']: 'out_of_range' });
    case '40001':
    case '40P01':
      return new AppError(503, 'busy');
  }
  // Class 22 (data exception: bad text, string too long, bad date, bad encoding…) and 23 (other constraints).
  if (pg.code.startsWith('22') || pg.code.startsWith('23'))
    return new AppError(400, 'invalid_input', {}, pg.column ? { [pg.column]: 'invalid_value' } : undefined);
  return undefined;
}

/**
 * As `fromDatabaseError`, and a unique violation on a table under row-level security (PostgreSQL then leaves the key
 * out of its detail) still names its columns: read from the catalog by the constraint's name.
 */
export async function resolveDatabaseError(err: unknown, columnsOf?: ConstraintColumns) {
  const pg = pgErrorOf(err);
  if (pg?.code === '23505' && !pg.detail && pg.constraint && columnsOf) {
    const columns = await columnsOf(pg.constraint).catch(() => []);
    return fromDatabaseError(
      err,
      columns.filter((c) => c !== 'partner_guid'),
    );
  }
  return fromDatabaseError(err);
}

export function constraintColumnsOf(pool: pg.Pool): ConstraintColumns {
  const cache = new Map<string, Promise<string[]>>();
  return (constraint) => {
    let found = cache.get(constraint);
    if (!found) {
      found = pool
        .query<{ attname: string }>(
          `select a.attname from pg_class ic
             join pg_index i on i.indexrelid = ic.oid
             cross join lateral unnest(i.indkey) with ordinality k(attnum, n)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
           where ic.relname = $1 order by k.n`,
          [constraint],
        )
        .then((r) => r.rows.map((row) => row.attname));
      found.catch(() => cache.delete(constraint));
      cache.set(constraint, found);
    }
    return found;
  };
}
