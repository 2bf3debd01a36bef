import { bigint, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../../platform/db/columns.ts';
import { claims } from '../claims.tables.ts';

/**
 * A claim's documents (SPEC §3: each with a claim_doc_guid, which is `guid`). `type` is null while only the upload
 * callback has arrived; a document counts towards the claim's required documents once it has a type.
 */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    ...partnerOwned(),
    claim_guid: uuid().notNull(),
    type: text(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('claim_documents_partner_claim_idx').on(t.partner_guid, t.claim_guid, t.created_at),
    uniqueIndex('claim_documents_storage_key_key').on(t.storage_key),
    foreignKey({ columns: [t.partner_guid, t.claim_guid], foreignColumns: [claims.partner_guid, claims.guid] }),
  ],
);
