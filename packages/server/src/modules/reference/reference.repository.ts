import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../platform/db/client.ts';
import { countries } from '../partners/countries.tables.ts';
import { banks, claimConditions, claimRejectionReasons, healthDiagnoses, hospitals } from './reference.tables.ts';

/** Escapes LIKE wildcards so a query is matched literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition for a code/name list, written so the indexes of reference.tables.ts serve it:
 * a code prefix (b-tree text_pattern_ops) or, from 3 characters, a part of the name (trigram GIN); below 3
 * characters trigrams cannot help, so the name is matched by prefix (b-tree on lower(name)).
 */
function matches(table: typeof hospitals | typeof healthDiagnoses, query: string): SQL {
  const q = literal(query.toLowerCase());
  const name =
    query.length >= 3 ? sql`lower(${table.name}) like ${`%${q}%`}` : sql`lower(${table.name}) like ${`${q}%`}`;
  return sql`(lower(${table.code}) like ${`${q}%`} or ${name})`;
}
/** Best first: the exact code, then names that start with the query, then by name. */
const ranking = (table: typeof hospitals | typeof healthDiagnoses, query: string) => {
  const q = query.toLowerCase();
  return [
    desc(sql`lower(${table.code}) = ${q}`),
    desc(sql`lower(${table.name}) like ${`${literal(q)}%`}`),
    asc(sql`lower(${table.name})`),
    asc(table.guid),
  ];
};

type Search = { query?: string; page: number; size: number };

async function searchList<T extends typeof hospitals | typeof healthDiagnoses>(
  tx: Executor,
  table: T,
  partner: string,
  q: Search,
  extra?: SQL,
): Promise<{ items: T['$inferSelect'][]; count: number }> {
  const where = and(eq(table.partner_guid, partner), extra, q.query ? matches(table, q.query) : undefined);
  const order = q.query ? ranking(table, q.query) : [asc(sql`lower(${table.name})`), asc(table.guid)];
  const items = await tx
    .select()
    .from(table as typeof healthDiagnoses)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await tx
    .select({ n: count() })
    .from(table as typeof healthDiagnoses)
    .where(where);
  return { items, count: total?.n ?? 0 };
}

export const referenceRepository = {
  banksOf: (tx: Executor, country: string) =>
    tx.select().from(banks).where(eq(banks.country_code, country)).orderBy(asc(banks.name)),

  async countryExists(tx: Executor, code: string) {
    const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    return Boolean(row);
  },

  searchHospitals: (tx: Executor, partner: string, q: Search & { country?: string }) =>
    searchList(tx, hospitals, partner, q, q.country ? eq(hospitals.country_code, q.country) : undefined),
  searchDiagnoses: (tx: Executor, partner: string, q: Search) => searchList(tx, healthDiagnoses, partner, q),
};

type CodeNameTable = typeof hospitals | typeof healthDiagnoses | typeof claimRejectionReasons | typeof claimConditions;

/** Insert, list and remove for a partner-owned code/name list. */
export interface CodeNameRepository<Row> {
  list(tx: Executor, partner: string): Promise<Row[]>;
  insert(tx: Executor, partner: string, values: never): Promise<Row | undefined>;
  remove(tx: Executor, partner: string, guid: string): Promise<Row | undefined>;
}

export function codeNameRepository<T extends CodeNameTable>(table: T) {
  const t = table as unknown as typeof claimConditions;
  type Row = T['$inferSelect'];
  type New = Omit<T['$inferInsert'], 'partner_guid' | 'guid'>;
  return {
    async list(tx: Executor, partner: string): Promise<Row[]> {
      return (await tx.select().from(t).where(eq(t.partner_guid, partner)).orderBy(asc(t.name), asc(t.guid))) as Row[];
    },
    async insert(tx: Executor, partner: string, values: New): Promise<Row | undefined> {
      const rows = (await tx
        .insert(t)
        .values({ ...values, partner_guid: partner, guid: uuidv7() } as never)
        .onConflictDoNothing()
        .returning()) as unknown as Row[];
      return rows[0];
    },
    async remove(tx: Executor, partner: string, guid: string): Promise<Row | undefined> {
      const [row] = await tx
        .delete(t)
        .where(and(eq(t.partner_guid, partner), eq(t.guid, guid)))
        .returning();
      return row as Row | undefined;
    },
  };
}

export const hospitalsRepository = codeNameRepository(hospitals);
export const diagnosesRepository = codeNameRepository(healthDiagnoses);
export const rejectionReasonsRepository = codeNameRepository(claimRejectionReasons);
export const conditionsRepository = codeNameRepository(claimConditions);
