import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { policyDocuments } from './policy-documents.tables.ts';

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;

/** SQL of policy documents. Every method filters by partner_guid (row-level security checks again). */
export const policyDocumentsRepository = {
  listOf: (db: Executor, partner: string, policy: string) =>
    db
      .select()
      .from(policyDocuments)
      .where(and(eq(policyDocuments.partner_guid, partner), eq(policyDocuments.policy_guid, policy)))
      .orderBy(asc(policyDocuments.created_at), asc(policyDocuments.guid)),
  async insert(db: Executor, values: typeof policyDocuments.$inferInsert) {
    const [row] = await db.insert(policyDocuments).values(values).returning();
    return row!;
  },
  async remove(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .delete(policyDocuments)
      .where(and(eq(policyDocuments.partner_guid, partner), eq(policyDocuments.guid, guid)))
      .returning();
    return row;
  },
};
