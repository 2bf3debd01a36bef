import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { featureFlags } from './feature-flags.tables.ts';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
type Values = Pick<FeatureFlagRow, 'name' | 'description' | 'enabled' | 'partner_guids'>;

/** Feature flags are shared rows: the service trims `partner_guids` to the caller's partners before answering. */
export const featureFlagsRepository = {
  async list(db: Executor, q: { page: number; size: number; search?: string }) {
    const where = q.search ? ilike(featureFlags.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
    return pageOf(
      q,
      (w) =>
        db.select().from(featureFlags).where(where).orderBy(asc(featureFlags.name)).limit(w.limit).offset(w.offset),
      db.select({ n: count() }).from(featureFlags).where(where),
    );
  },
  async get(db: Executor, guid: string, forUpdate = false) {
    const q = db.select().from(featureFlags).where(eq(featureFlags.guid, guid));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row;
  },
  async insert(db: Executor, guid: string, v: Values) {
    const [row] = await db
      .insert(featureFlags)
      .values({ guid, ...v })
      .onConflictDoNothing({ target: featureFlags.name })
      .returning();
    return row;
  },
  async nameTaken(db: Executor, name: string, exceptGuid: string) {
    const [row] = await db.select({ guid: featureFlags.guid }).from(featureFlags).where(eq(featureFlags.name, name));
    return Boolean(row && row.guid !== exceptGuid);
  },
  async update(db: Executor, guid: string, v: Values) {
    const [row] = await db
      .update(featureFlags)
      .set({ ...v, updated_at: sql`now()` })
      .where(eq(featureFlags.guid, guid))
      .returning();
    return row;
  },
  async remove(db: Executor, guid: string) {
    await db.delete(featureFlags).where(eq(featureFlags.guid, guid));
  },
};
