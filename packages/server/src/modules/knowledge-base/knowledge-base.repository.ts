import { HIGHLIGHT_END, HIGHLIGHT_START, KNOWLEDGE_SEARCH_CAP } from '@coverdesk/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { knowledgeAttachments, knowledgeGuides } from './knowledge-base.tables.ts';

export type GuideRow = typeof knowledgeGuides.$inferSelect;
export type AttachmentRow = typeof knowledgeAttachments.$inferSelect;

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MaxWords=30, MinWords=10, FragmentDelimiter=" … "`;
const guideColumns = {
  partner_guid: knowledgeGuides.partner_guid,
  guid: knowledgeGuides.guid,
  title: knowledgeGuides.title,
  language: knowledgeGuides.language,
  document_type: knowledgeGuides.document_type,
  updated_at: knowledgeGuides.updated_at,
};

/** SQL of the knowledge base. Every method filters by partner_guid (row-level security checks again). */
export const knowledgeBaseRepository = {
  async get(db: Executor, partner: string, guid: string, forUpdate = false) {
    const q = db
      .select()
      .from(knowledgeGuides)
      .where(and(eq(knowledgeGuides.partner_guid, partner), eq(knowledgeGuides.guid, guid)));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row;
  },
  attachmentsOf: (db: Executor, partner: string, guides: string[]) =>
    guides.length === 0
      ? Promise.resolve([] as AttachmentRow[])
      : db
          .select()
          .from(knowledgeAttachments)
          .where(and(eq(knowledgeAttachments.partner_guid, partner), inArray(knowledgeAttachments.guide_guid, guides)))
          .orderBy(asc(knowledgeAttachments.created_at), asc(knowledgeAttachments.guid)),
  async page(db: Executor, partner: string, q: { page: number; size: number; document_type?: string }) {
    const where = and(
      eq(knowledgeGuides.partner_guid, partner),
      q.document_type ? eq(knowledgeGuides.document_type, q.document_type) : undefined,
    );
    const items = await db
      .select()
      .from(knowledgeGuides)
      .where(where)
      .orderBy(desc(knowledgeGuides.updated_at), asc(knowledgeGuides.guid))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await db.select({ n: count() }).from(knowledgeGuides).where(where);
    return { items, count: total?.n ?? 0 };
  },
  /**
   * Ranked page of guids for a tsquery text (`searchTerms`), with the total exact up to KNOWLEDGE_SEARCH_CAP (SQL
   * function knowledge_search, which walks the word index of migration 0026).
   */
  async search(db: Executor, partner: string, terms: string, docType: string | null, limit: number, offset: number) {
    const r = await db.execute<{ guid: string | null; rank: number | null; total: number }>(
      sql`select guid, rank, total
        from knowledge_search(${partner}::uuid, ${terms}, ${docType}, ${limit}, ${offset}, ${KNOWLEDGE_SEARCH_CAP})`,
    );
    return {
      hits: r.rows.filter((x) => x.guid).map((x) => ({ guid: x.guid!, rank: Number(x.rank) })),
      count: Number(r.rows[0]?.total ?? 0),
    };
  },
  /** The rows of a page of hits with their highlighted passages (computed for the page only). */
  headlines: (db: Executor, partner: string, guids: string[], terms: string) =>
    db
      .select({
        ...guideColumns,
        snippet: sql<string>`ts_headline(
          case when ${knowledgeGuides.language} = 'fr' then 'cd_fr'::regconfig else 'cd_en'::regconfig end,
          ${knowledgeGuides.body} || E'\n' || ${knowledgeGuides.attachments_text},
          to_tsquery('cd_fr', ${terms}) || to_tsquery('cd_en', ${terms}),
          ${HEADLINE_OPTIONS})`,
      })
      .from(knowledgeGuides)
      .where(and(eq(knowledgeGuides.partner_guid, partner), inArray(knowledgeGuides.guid, guids))),
  /** The newest guides (an empty search), with the start of their body as the snippet. */
  recent: (db: Executor, partner: string, docType: string | null, limit: number, offset: number) =>
    db
      .select({ ...guideColumns, snippet: sql<string>`left(${knowledgeGuides.body}, 200)` })
      .from(knowledgeGuides)
      .where(
        and(
          eq(knowledgeGuides.partner_guid, partner),
          docType ? eq(knowledgeGuides.document_type, docType) : undefined,
        ),
      )
      .orderBy(desc(knowledgeGuides.updated_at), asc(knowledgeGuides.guid))
      .limit(limit)
      .offset(offset),
  async insert(db: Executor, values: typeof knowledgeGuides.$inferInsert) {
    const [row] = await db.insert(knowledgeGuides).values(values).returning();
    return row!;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof knowledgeGuides.$inferInsert>) {
    const [row] = await db
      .update(knowledgeGuides)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(knowledgeGuides.partner_guid, partner), eq(knowledgeGuides.guid, guid)))
      .returning();
    return row!;
  },
  async remove(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .delete(knowledgeGuides)
      .where(and(eq(knowledgeGuides.partner_guid, partner), eq(knowledgeGuides.guid, guid)))
      .returning();
    return row;
  },
  insertAttachments: async (db: Executor, rows: (typeof knowledgeAttachments.$inferInsert)[]) => {
    if (rows.length) await db.insert(knowledgeAttachments).values(rows);
  },
  removeAttachments: async (db: Executor, partner: string, guids: string[]) => {
    if (guids.length)
      await db
        .delete(knowledgeAttachments)
        .where(and(eq(knowledgeAttachments.partner_guid, partner), inArray(knowledgeAttachments.guid, guids)));
  },
};
