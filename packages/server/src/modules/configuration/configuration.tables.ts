import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { partners } from '../partners/index.ts';

/** A partner's settings, one document per kind (config, claim, group, email): partner-owned, so row-level secured. */
export const partnerConfigs = pgTable('partner_configs', {
  partner_guid: uuid()
    .primaryKey()
    .references(() => partners.guid, { onDelete: 'cascade' }),
  config: jsonb().notNull().default({}),
  claim_config: jsonb().notNull().default({}),
  group_config: jsonb().notNull().default({}),
  email_config: jsonb().notNull().default({}),
  updated_at: ts().defaultNow().notNull(),
});
