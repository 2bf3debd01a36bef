import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/** Which row key of an onboarding file became which customer and policy (migration 0021): a key is onboarded once. */
export const onboardingEntries = pgTable(
  'onboarding_entries',
  {
    partner_guid: uuid().notNull(),
    row_key: text().notNull(),
    batch_guid: uuid().notNull(),
    line: integer().notNull(),
    customer_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    customer_created: boolean().notNull(),
    created_at: ts().defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.row_key] })],
);
