import { pgTable, text } from 'drizzle-orm/pg-core';

/** Languages of the interface and of customers (shared reference data, seeded by its migration). */
export const languages = pgTable('languages', {
  code: text().primaryKey(),
  name: text().notNull(),
});
