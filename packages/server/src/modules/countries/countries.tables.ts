import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/** Shared reference data: no partner owns a country. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  currency_code: text().notNull(),
  dialing_code: text().notNull(),
  phone_digits: integer().notNull(),
  created_at: ts().defaultNow().notNull(),
  updated_at: ts().defaultNow().notNull(),
});
