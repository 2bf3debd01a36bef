import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { countries } from '../countries/index.ts';

/** A partner (SPEC §3). The partner row itself is not partner-scoped: users see the partners in their token. */
export const partners = pgTable('partners', {
  guid: uuid().primaryKey(),
  name: text().notNull(),
  code: text().notNull().unique(),
  country_code: text()
    .notNull()
    .references(() => countries.code),
  default_language: text().notNull().default('en'),
  insurer: text(),
  service_name: text(),
  ussd_code: text(),
  whatsapp_number: text(),
  call_centre_number: text(),
  active: boolean().notNull().default(true),
  created_at: ts().defaultNow().notNull(),
  updated_at: ts().defaultNow().notNull(),
});
