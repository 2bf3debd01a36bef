import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { claimDocuments } from './claim-documents.tables.ts';

export type ClaimDocumentRow = typeof claimDocuments.$inferSelect;
type NewRow = typeof claimDocuments.$inferInsert;

/** SQL of claim documents. Every method filters by partner_guid (row-level security checks again). */
export const claimDocumentsRepository = {
  listOf: (db: Executor, partner: string, claim: string) =>
    db
      .select()
      .from(claimDocuments)
      .where(and(eq(claimDocuments.partner_guid, partner), eq(claimDocuments.claim_guid, claim)))
      .orderBy(asc(claimDocuments.created_at), asc(claimDocuments.guid)),

  async get(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(claimDocuments)
      .where(and(eq(claimDocuments.partner_guid, partner), eq(claimDocuments.guid, guid)));
    return row;
  },

  async byKey(db: Executor, partner: string, key: string) {
    const [row] = await db
      .select()
      .from(claimDocuments)
      .where(and(eq(claimDocuments.partner_guid, partner), eq(claimDocuments.storage_key, key)));
    return row;
  },

  async insert(db: Executor, values: NewRow) {
    const [row] = await db.insert(claimDocuments).values(values).returning();
    return row!;
  },

  async update(db: Executor, partner: string, guid: string, set: Partial<NewRow>) {
    const [row] = await db
      .update(claimDocuments)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(claimDocuments.partner_guid, partner), eq(claimDocuments.guid, guid)))
      .returning();
    return row!;
  },

  async remove(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .delete(claimDocuments)
      .where(and(eq(claimDocuments.partner_guid, partner), eq(claimDocuments.guid, guid)))
      .returning();
    return row;
  },

  /** The distinct document types a claim has received (typed documents only). */
  async typesOf(db: Executor, partner: string, claim: string) {
    const rows = await db
      .selectDistinct({ type: claimDocuments.type })
      .from(claimDocuments)
      .where(
        and(
          eq(claimDocuments.partner_guid, partner),
          eq(claimDocuments.claim_guid, claim),
          isNotNull(claimDocuments.type),
        ),
      );
    return new Set(rows.map((r) => r.type!));
  },
};
