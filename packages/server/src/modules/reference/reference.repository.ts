import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../platform/db/client.ts';
import type { ReadStatement } from '../../platform/db/scoped-reader.ts';
import { countries } from '../countries/index.ts';
import { banks, claimConditions, claimRejectionReasons, healthDiagnoses, hospitals } from './reference.tables.ts';

type Search = { query?: string; page: number; size: number };

type Kind = 'hospitals' | 'health_diagnoses';
type Row<K extends Kind> = (K extends 'hospitals' ? typeof hospitals : typeof healthDiagnoses)['$inferSelect'];

/**
 * A page of a partner's hospital or diagnosis list, best match first, as one statement for the scoped reader (one
 * round trip, prepared once per connection). The matching and ranking run in the `reference_search` SQL function
 * (migration 0013): a code prefix or, from 3 characters, a part of the name (below 3 characters trigrams cannot
 * help, so the name is matched by prefix), an exact code first, then by name. From 3 characters the search walks a
 * word index and stops at the page, so a broad term is not counted in full: `more` says another page follows and
 * `count` is then the matches up to this page plus one (exact when no page follows). The function answers guids in
 * rank order; the rows are joined here, under row-level security, by primary key. An empty page is one row of nulls
 * with the total.
 */
export function searchStatement(kind: Kind, partner: string, q: Search & { country?: string }): ReadStatement {
  return {
    name: `reference_search_${kind}`,
    text: `select r.total, r.more, t.* from reference_search($1, $2::uuid, $3, $4, $5, $6)
             with ordinality r(guid, total, more, n)
           left join ${kind} t on t.partner_guid = $2::uuid and t.guid = r.guid
           order by r.n`,
    values: [kind, partner, q.query ?? '', q.country ?? null, q.size, (q.page - 1) * q.size],
  };
}

/** The reader's answer to `searchStatement` as a page. */
export function searchPage<K extends Kind>(
  rows: (Row<K> & { total: string | number; more: boolean })[],
): { items: Row<K>[]; count: number; more: boolean } {
  const items = rows.filter((r) => r.guid !== null).map(({ total: _total, more: _more, ...row }) => row as Row<K>);
  return { items, count: Number(rows[0]?.total ?? 0), more: rows[0]?.more === true };
}

export const referenceRepository = {
  banksOf: (tx: Executor, country: string) =>
    tx.select().from(banks).where(eq(banks.country_code, country)).orderBy(asc(banks.name)),

  async countryExists(tx: Executor, code: string) {
    const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
    return Boolean(row);
  },
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
