import { bigint, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../platform/db/columns.ts';
import { policies } from './policies.tables.ts';

/** A policy's documents (`guid` is the policy_doc_guid); the bytes live in storage under a server-chosen key. */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    type: text().notNull(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('policy_documents_partner_policy_idx').on(t.partner_guid, t.policy_guid, t.created_at),
    uniqueIndex('policy_documents_storage_key_key').on(t.storage_key),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);
