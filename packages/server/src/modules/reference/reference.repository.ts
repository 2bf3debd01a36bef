import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../platform/db/client.ts';
import { countries } from '../partners/countries.tables.ts';
import { banks, claimConditions, claimRejectionReasons, healthDiagnoses, hospitals } from './reference.tables.ts';

type Search = { query?: string; page: number; size: number };

/**
 * A page of a partner's hospital or diagnosis list, best match first. The matching and ranking run in the
 * `reference_search` SQL function (migration 0013): a code prefix or, from 3 characters, a part of the name (below 3
 * characters trigrams cannot help, so the name is matched by prefix), an exact code first, then by name. From 3
 * characters the search walks a word index and stops at the page, so a broad term is not counted in full: `more`
 * says another page follows and `count` is then the matches up to this page plus one (exact when no page follows).
 * It returns guids; the rows are then read here, under row-level security, by primary key.
 */
async function searchList<T extends typeof hospitals | typeof healthDiagnoses>(
  tx: Executor,
  table: T,
  kind: 'hospitals' | 'health_diagnoses',
  partner: string,
  q: Search & { country?: string },
): Promise<{ items: T['$inferSelect'][]; count: number; more: boolean }> {
  const found = await tx.execute<{ guid: string | null; total: number; more: boolean }>(
    sql`select guid, total, more from reference_search(${kind}, ${partner}::uuid, ${q.query ?? ''}, ${q.country ?? null}, ${q.size}, ${(q.page - 1) * q.size})`,
  );
  const guids = found.rows.map((r) => r.guid).filter((g): g is string => g !== null);
  const total = Number(found.rows[0]?.total ?? 0);
  const more = found.rows[0]?.more === true;
  if (guids.length === 0) return { items: [], count: total, more };
  const t = table as typeof healthDiagnoses;
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.partner_guid, partner), inArray(t.guid, guids)));
  const byGuid = new Map(rows.map((r) => [r.guid, r]));
  const items = guids.map((g) => byGuid.get(g)).filter((r) => r !== undefined) as T['$inferSelect'][];
  return { items, count: total, more };
}

export const referenceRepository = {
  banksOf: (tx: Executor, country: string) =>
    tx.select().from(banks).where(eq(banks.country_code, country)).orderBy(asc(banks.name)),

  async countryExists(tx: Executor, code: string) {
    const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    return Boolean(row);
  },

  searchHospitals: (tx: Executor, partner: string, q: Search & { country?: string }) =>
    searchList(tx, hospitals, 'hospitals', partner, q),
  searchDiagnoses: (tx: Executor, partner: string, q: Search) =>
    searchList(tx, healthDiagnoses, 'health_diagnoses', partner, q),
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
