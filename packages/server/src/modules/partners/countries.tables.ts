import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared reference data: no partner owns a country. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  currency_code: text().notNull(),
  dialing_code: text().notNull(),
  phone_digits: integer().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
});
