import { HIGHLIGHT_END, HIGHLIGHT_START, KNOWLEDGE_SEARCH_CAP } from '@coverdesk/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import type { ReadStatement } from '../../platform/db/scoped-reader.ts';
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

export interface SearchRow {
  guid: string | null;
  rank: number | null;
  total: number;
  title: string;
  language: string;
  document_type: string;
  updated_at: string;
  snippet: string;
}

/**
 * A ranked page of guides for a tsquery text (`searchTerms`) with their highlighted passages (computed for the page
 * only) and the total, exact up to KNOWLEDGE_SEARCH_CAP: one statement for the scoped reader (SQL function
 * knowledge_search walks the word index of migration 0026). An empty page is one row with a null guid.
 */
export function searchStatement(
  partner: string,
  terms: string,
  docType: string | null,
  limit: number,
  offset: number,
): ReadStatement {
  return {
    name: 'knowledge_search',
    text: `select s.guid, s.rank, s.total, g.title, g.language, g.document_type, g.updated_at,
        ts_headline(case when g.language = 'fr' then 'cd_fr'::regconfig else 'cd_en'::regconfig end,
          g.body || E'\n' || g.attachments_text, to_tsquery('cd_fr', $2) || to_tsquery('cd_en', $2),
          $7) as snippet
      from knowledge_search($1::uuid, $2, $3, $4, $5, $6) with ordinality s(guid, rank, total, n)
      -- One key lookup per row of the page: joined plainly, the planner (which cannot see that the function answers
      -- a page, and underestimates the partner's guides through row-level security) hashed every guide of the partner.
      left join lateral (
        select * from knowledge_guides g where g.partner_guid = $1::uuid and g.guid = s.guid limit 1
      ) g on true
      order by s.n`,
    values: [partner, terms, docType, limit, offset, KNOWLEDGE_SEARCH_CAP, HEADLINE_OPTIONS],
  };
}

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
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(knowledgeGuides)
          .where(where)
          .orderBy(desc(knowledgeGuides.updated_at), asc(knowledgeGuides.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(knowledgeGuides).where(where),
    );
  },
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
