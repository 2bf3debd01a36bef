import type { CountryInput, CountryUpdate } from '@coverdesk/contract';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { countries } from './countries.tables.ts';

export const countriesRepository = {
  async list(db: Executor, q: { page: number; size: number; search?: string }) {
    const where = q.search
      ? or(ilike(countries.name, `%${q.search}%`), ilike(countries.code, `${q.search}%`))
      : undefined;
    return pageOf(
      q,
      (w) => db.select().from(countries).where(where).orderBy(asc(countries.name)).limit(w.limit).offset(w.offset),
      db.select({ n: count() }).from(countries).where(where),
    );
  },
  async get(db: Executor, code: string) {
    const [row] = await db.select().from(countries).where(eq(countries.code, code));
    return row;
  },
  /**
   * `get` built once and prepared on each connection: a country is read behind most screens (money, phone numbers),
   * and building a Drizzle query costs more than running this one.
   */
  preparedGet(db: Db) {
    const query = db
      .select()
      .from(countries)
      .where(eq(countries.code, sql.placeholder('code')))
      .prepare('countries_get');
    return async (code: string) => (await query.execute({ code }))[0];
  },
  async insert(db: Executor, input: CountryInput) {
    const [row] = await db.insert(countries).values(input).onConflictDoNothing().returning();
    return row;
  },
  async update(db: Executor, code: string, input: CountryUpdate) {
    const [row] = await db
      .update(countries)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(countries.code, code))
      .returning();
    return row;
  },
  async remove(db: Executor, code: string) {
    const [row] = await db.delete(countries).where(eq(countries.code, code)).returning();
    return row;
  },
};
