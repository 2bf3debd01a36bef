import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { documentTemplates, generatedDocuments, templateJobs } from './templates.tables.ts';

export type TemplateRow = typeof documentTemplates.$inferSelect;
export type GeneratedRow = typeof generatedDocuments.$inferSelect;

/** SQL of document templates and generated documents. Every method filters by partner_guid (RLS checks again). */
export const templatesRepository = {
  list: (db: Executor, partner: string, type?: string) =>
    db
      .select()
      .from(documentTemplates)
      .where(and(eq(documentTemplates.partner_guid, partner), type ? eq(documentTemplates.type, type) : undefined))
      .orderBy(asc(documentTemplates.name)),
  async get(db: Executor, partner: string, guid: string, forUpdate = false) {
    const q = db
      .select()
      .from(documentTemplates)
      .where(and(eq(documentTemplates.partner_guid, partner), eq(documentTemplates.guid, guid)));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row;
  },
  async insert(db: Executor, values: typeof documentTemplates.$inferInsert) {
    const [row] = await db.insert(documentTemplates).values(values).returning();
    return row!;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof documentTemplates.$inferInsert>) {
    const [row] = await db
      .update(documentTemplates)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(documentTemplates.partner_guid, partner), eq(documentTemplates.guid, guid)))
      .returning();
    return row!;
  },
  async remove(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .delete(documentTemplates)
      .where(and(eq(documentTemplates.partner_guid, partner), eq(documentTemplates.guid, guid)))
      .returning();
    return row;
  },
  async insertGenerated(db: Executor, values: typeof generatedDocuments.$inferInsert) {
    const [row] = await db.insert(generatedDocuments).values(values).returning();
    return row!;
  },
  generatedOf: (db: Executor, partner: string, entity: string) =>
    db
      .select()
      .from(generatedDocuments)
      .where(and(eq(generatedDocuments.partner_guid, partner), eq(generatedDocuments.entity_guid, entity)))
      .orderBy(desc(generatedDocuments.created_at), desc(generatedDocuments.guid)),
  async generated(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(generatedDocuments)
      .where(and(eq(generatedDocuments.partner_guid, partner), eq(generatedDocuments.guid, guid)));
    return row;
  },

  /** Pending template jobs of every partner, oldest first (system work). */
  pendingJobs: (db: Executor, limit: number) =>
    db
      .select({ partner_guid: templateJobs.partner_guid, guid: templateJobs.guid })
      .from(templateJobs)
      .where(eq(templateJobs.status, 'pending'))
      .orderBy(asc(templateJobs.created_at))
      .limit(limit),
  /** Locks one pending job; undefined when another worker holds it or it is no longer pending. */
  async claimJob(db: Executor, partner: string, guid: string) {
    const r = await db.execute<typeof templateJobs.$inferSelect>(
      sql`select * from template_jobs where partner_guid = ${partner} and guid = ${guid} and status = 'pending'
          for update skip locked`,
    );
    return r.rows[0];
  },
  finishJob: (db: Executor, partner: string, guid: string, document: string) =>
    db
      .update(templateJobs)
      .set({ status: 'done', document_guid: document, error: null, updated_at: sql`now()` })
      .where(and(eq(templateJobs.partner_guid, partner), eq(templateJobs.guid, guid))),
  failJob: (db: Executor, partner: string, guid: string, error: string, maxAttempts: number) =>
    db
      .update(templateJobs)
      .set({
        attempts: sql`${templateJobs.attempts} + 1`,
        error,
        status: sql`case when ${templateJobs.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
        updated_at: sql`now()`,
      })
      .where(and(eq(templateJobs.partner_guid, partner), eq(templateJobs.guid, guid))),
  /** Counts of a template's jobs by status (the progress of its events and schedules). */
  jobCounts: async (db: Executor, partner: string, template: string) => {
    const r = await db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from template_jobs where partner_guid = ${partner}
          and template_guid = ${template} group by status`,
    );
    return Object.fromEntries(r.rows.map((x) => [x.status, x.n])) as Record<string, number>;
  },

  /** Stops a template's pending jobs (a job already claimed by a worker finishes). */
  stopPending: async (db: Executor, partner: string, template: string) => {
    const r = await db.execute(
      sql`update template_jobs set status = 'stopped', updated_at = now() where partner_guid = ${partner}
          and template_guid = ${template} and status = 'pending'`,
    );
    return r.rowCount ?? 0;
  },
  /** Active Scheduled templates of every partner (system work). */
  scheduled: (db: Executor) =>
    db
      .select()
      .from(documentTemplates)
      .where(and(eq(documentTemplates.trigger, 'Scheduled'), eq(documentTemplates.active, true))),
  /**
   * Queues one job per entity of the template's type in force (active customers, active policies, open claims,
   * approved LOUs) for a schedule slot, and records the slot; a slot queued twice adds nothing.
   */
  async queueScheduled(db: Executor, t: TemplateRow, slot: string) {
    const source = {
      Customer: sql`select guid from customers where partner_guid = ${t.partner_guid} and status = 'active'`,
      Policy: sql`select guid from policies where partner_guid = ${t.partner_guid} and status = 'active'`,
      Claim: sql`select guid from claims where partner_guid = ${t.partner_guid} and status not in ('closed', 'paid')`,
      LOU: sql`select guid from claim_preauthorizations where partner_guid = ${t.partner_guid} and status = 'approved'`,
    }[t.type as 'Customer'];
    const r = await db.execute(
      sql`insert into template_jobs (partner_guid, guid, template_guid, entity_guid, trigger, source_key)
          select ${t.partner_guid}, cd_uuidv7(), ${t.guid}, e.guid, 'Scheduled', ${slot} from (${source}) e
          on conflict do nothing`,
    );
    await db
      .update(documentTemplates)
      .set({ last_scheduled_at: slot })
      .where(and(eq(documentTemplates.partner_guid, t.partner_guid), eq(documentTemplates.guid, t.guid)));
    return r.rowCount ?? 0;
  },
};
