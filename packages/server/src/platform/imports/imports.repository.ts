import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type ImportBatchRow, importBatches, importRows } from './imports.tables.ts';

const PROBLEMS = ['invalid', 'duplicate', 'failed'];

/** SQL of import batches and their staged rows. Rows are reached only through a batch of the partner. */
export const importsRepository = {
  async batch(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.partner_guid, partner), eq(importBatches.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async byIdempotencyKey(db: Executor, partner: string, kind: string, key: string) {
    const [row] = await db
      .select()
      .from(importBatches)
      .where(
        and(
          eq(importBatches.partner_guid, partner),
          eq(importBatches.kind, kind),
          eq(importBatches.idempotency_key, key),
        ),
      );
    return row;
  },
  async insertBatch(db: Executor, row: typeof importBatches.$inferInsert) {
    const [out] = await db.insert(importBatches).values(row).returning();
    return out!;
  },
  async updateBatch(db: Executor, partner: string, guid: string, set: Partial<ImportBatchRow>) {
    const [out] = await db
      .update(importBatches)
      .set({ ...set, updated_at: sql`now()` as unknown as string })
      .where(and(eq(importBatches.partner_guid, partner), eq(importBatches.guid, guid)))
      .returning();
    return out;
  },
  /** Merges `patch` into the named step of the batch's `stages`. */
  async setStage(db: Executor, partner: string, guid: string, name: string, patch: Record<string, unknown>) {
    await db.execute(sql`
      update import_batches set updated_at = now(), stages = (
        select coalesce(jsonb_agg(case when x.e->>'name' = ${name} then x.e || ${JSON.stringify(patch)}::jsonb else x.e end
          order by x.i), '[]'::jsonb)
        from jsonb_array_elements(stages) with ordinality as x(e, i))
      where partner_guid = ${partner} and guid = ${guid}`);
  },
  /** A page of the partner's batches of `kind`, newest first; `options`: only those whose options hold these texts. */
  async page(
    db: Executor,
    partner: string,
    kind: string,
    q: { page: number; size: number },
    options: Record<string, string> = {},
  ) {
    const where = and(
      eq(importBatches.partner_guid, partner),
      eq(importBatches.kind, kind),
      ...Object.entries(options).map(([k, v]) => sql`${importBatches.options}->>${k} = ${v}`),
    );
    const items = await db
      .select()
      .from(importBatches)
      .where(where)
      .orderBy(desc(importBatches.created_at), desc(importBatches.guid))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await db.select({ n: count() }).from(importBatches).where(where);
    return { items, count: total?.n ?? 0 };
  },
  /** Batches a worker should be running (queued or running): the sweep re-sends their job. */
  unfinished: (db: Executor) =>
    db
      .select({ partner_guid: importBatches.partner_guid, guid: importBatches.guid })
      .from(importBatches)
      .where(inArray(importBatches.status, ['queued', 'running'])),

  async rows(db: Executor, batch: string, q: { page: number; size: number; status?: string }) {
    const statuses = q.status === 'problem' ? PROBLEMS : q.status ? [q.status] : undefined;
    const where = and(eq(importRows.batch_guid, batch), statuses ? inArray(importRows.status, statuses) : undefined);
    const items = await db
      .select()
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.line))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await db.select({ n: count() }).from(importRows).where(where);
    return { items, count: total?.n ?? 0 };
  },
  /** The next rows of `status` after `afterLine`, in line order (keyset paging: each page costs its own rows). */
  next(db: Executor, batch: string, statuses: string[], afterLine: number, limit: number) {
    return db
      .select()
      .from(importRows)
      .where(
        and(eq(importRows.batch_guid, batch), inArray(importRows.status, statuses), gt(importRows.line, afterLine)),
      )
      .orderBy(asc(importRows.line))
      .limit(limit);
  },
  problems: (db: Executor, batch: string, afterLine: number, limit: number) =>
    importsRepository.next(db, batch, PROBLEMS, afterLine, limit),

  async counts(db: Executor, batch: string) {
    const rows = await db
      .select({ status: importRows.status, n: sql<number>`count(*)::int` })
      .from(importRows)
      .where(eq(importRows.batch_guid, batch))
      .groupBy(importRows.status);
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    return {
      total: rows.reduce((n, r) => n + r.n, 0),
      valid: by.valid ?? 0,
      invalid: by.invalid ?? 0,
      duplicates: by.duplicate ?? 0,
      already: by.already ?? 0,
      applied: by.applied ?? 0,
      failed: by.failed ?? 0,
    };
  },
  deleteRows: (db: Executor, batch: string) => db.delete(importRows).where(eq(importRows.batch_guid, batch)),
  /** A dry run's checked rows become `valid` again before it is applied (what is recorded may have changed). */
  resetChecked: (db: Executor, batch: string) =>
    db
      .update(importRows)
      .set({ status: 'valid', reason: null, reason_params: null })
      .where(and(eq(importRows.batch_guid, batch), inArray(importRows.status, ['already', 'failed']))),
};
