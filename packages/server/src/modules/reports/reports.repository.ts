import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { customReports, reportRuns, reportSchedules } from './reports.tables.ts';

export type RunRow = typeof reportRuns.$inferSelect;
export type CustomRow = typeof customReports.$inferSelect;
export type ScheduleRow = typeof reportSchedules.$inferSelect;

/** SQL of the reports module's own tables (the reports themselves are definitions, read by the engine). */
export const reportsRepository = {
  async partnerHeading(tx: Executor, partner: string) {
    const r = await tx.execute<{ name: string; currency_code: string | null }>(sql`
      select p.name, c.currency_code from partners p left join countries c on c.code = p.country_code
      where p.guid = ${partner}`);
    return r.rows[0] ?? { name: partner, currency_code: null };
  },
  insertRun: (tx: Executor, row: typeof reportRuns.$inferInsert) => tx.insert(reportRuns).values(row).returning(),
  getRun: async (tx: Executor, partner: string, guid: string) =>
    (
      await tx
        .select()
        .from(reportRuns)
        .where(and(eq(reportRuns.partner_guid, partner), eq(reportRuns.guid, guid)))
    )[0],
  async listRuns(tx: Executor, partner: string, user: string, page: number, size: number) {
    const where = and(eq(reportRuns.partner_guid, partner), eq(reportRuns.user_sub, user));
    return pageOf(
      { page, size },
      (w) =>
        tx.select().from(reportRuns).where(where).orderBy(desc(reportRuns.created_at)).limit(w.limit).offset(w.offset),
      tx.select({ n: count() }).from(reportRuns).where(where),
    );
  },
  updateRun: (tx: Executor, partner: string, guid: string, set: Partial<typeof reportRuns.$inferInsert>) =>
    tx
      .update(reportRuns)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(reportRuns.partner_guid, partner), eq(reportRuns.guid, guid)))
      .returning(),
  /**
   * Takes a run to do, atomically: a queued run, or a running one whose process stopped (no progress for 10 minutes).
   * Two workers never both take it.
   */
  claimRun: async (tx: Executor, partner: string, guid: string) =>
    (
      await tx
        .update(reportRuns)
        .set({
          status: 'running',
          attempts: sql`${reportRuns.attempts} + 1`,
          processed: 0,
          started_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(reportRuns.partner_guid, partner),
            eq(reportRuns.guid, guid),
            or(
              eq(reportRuns.status, 'queued'),
              and(eq(reportRuns.status, 'running'), lt(reportRuns.updated_at, sql`now() - interval '10 minutes'`)),
            ),
          ),
        )
        .returning()
    )[0],
  /** Runs to do: queued ones, and running ones whose process stopped (no progress for 10 minutes). */
  pendingRuns: (tx: Executor, limit: number) =>
    tx
      .select({ partner_guid: reportRuns.partner_guid, guid: reportRuns.guid })
      .from(reportRuns)
      .where(
        or(
          eq(reportRuns.status, 'queued'),
          and(eq(reportRuns.status, 'running'), lt(reportRuns.updated_at, sql`now() - interval '10 minutes'`)),
        ),
      )
      .orderBy(reportRuns.created_at)
      .limit(limit),
  insertCustom: (tx: Executor, row: typeof customReports.$inferInsert) =>
    tx.insert(customReports).values(row).returning(),
  getCustom: async (tx: Executor, partner: string, guid: string) =>
    (
      await tx
        .select()
        .from(customReports)
        .where(and(eq(customReports.partner_guid, partner), eq(customReports.guid, guid)))
    )[0],
  async listCustom(tx: Executor, partner: string, origin: 'custom' | 'engine', page: number, size: number) {
    const where = and(eq(customReports.partner_guid, partner), eq(customReports.origin, origin));
    return pageOf(
      { page, size },
      (w) =>
        tx
          .select()
          .from(customReports)
          .where(where)
          .orderBy(desc(customReports.updated_at))
          .limit(w.limit)
          .offset(w.offset),
      tx.select({ n: count() }).from(customReports).where(where),
    );
  },
  updateCustom: (tx: Executor, partner: string, guid: string, set: Partial<typeof customReports.$inferInsert>) =>
    tx
      .update(customReports)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(customReports.partner_guid, partner), eq(customReports.guid, guid)))
      .returning(),
  deleteCustom: (tx: Executor, partner: string, guid: string) =>
    tx
      .delete(customReports)
      .where(and(eq(customReports.partner_guid, partner), eq(customReports.guid, guid)))
      .returning(),
  insertSchedule: (tx: Executor, row: typeof reportSchedules.$inferInsert) =>
    tx.insert(reportSchedules).values(row).returning(),
  listSchedules: (tx: Executor, partner: string, user: string) =>
    tx
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.partner_guid, partner), eq(reportSchedules.user_sub, user)))
      .orderBy(reportSchedules.created_at),
  deleteSchedule: (tx: Executor, partner: string, user: string, guid: string) =>
    tx
      .delete(reportSchedules)
      .where(
        and(
          eq(reportSchedules.partner_guid, partner),
          eq(reportSchedules.user_sub, user),
          eq(reportSchedules.guid, guid),
        ),
      )
      .returning(),
  dueSchedules: (tx: Executor, limit: number) =>
    tx
      .select()
      .from(reportSchedules)
      .where(lt(reportSchedules.next_run_at, sql`now()`))
      .orderBy(reportSchedules.next_run_at)
      .limit(limit)
      .for('update', { skipLocked: true }),
  advanceSchedule: (tx: Executor, partner: string, guid: string, next: string) =>
    tx
      .update(reportSchedules)
      .set({ next_run_at: next, last_run_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(reportSchedules.partner_guid, partner), eq(reportSchedules.guid, guid))),
  runsInProgress: (tx: Executor, partner: string) =>
    tx
      .select()
      .from(reportRuns)
      .where(and(eq(reportRuns.partner_guid, partner), inArray(reportRuns.status, ['queued', 'running'])))
      .limit(50),
};
