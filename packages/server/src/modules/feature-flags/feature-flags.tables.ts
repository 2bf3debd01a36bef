import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/**
 * Feature flags are shared (no `partner_guid` column, so no row-level security): `partner_guids` lists the partners
 * a flag is on for, and the service shows a caller only the partners they hold.
 */
export const featureFlags = pgTable('feature_flags', {
  guid: uuid().primaryKey(),
  name: text().notNull().unique(),
  description: text(),
  enabled: boolean().notNull().default(true),
  partner_guids: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  created_at: ts().defaultNow().notNull(),
  updated_at: ts().defaultNow().notNull(),
});
