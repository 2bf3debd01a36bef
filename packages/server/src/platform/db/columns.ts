import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamps as ISO strings (never Date objects: no time-zone surprises on the way out). */
export const ts = () => timestamp({ withTimezone: true, mode: 'string' });

/** Columns every partner-owned table starts with: its primary key is (partner_guid, guid). */
export const partnerOwned = () => ({
  partner_guid: uuid().notNull(),
  guid: uuid().notNull(),
  created_at: ts().defaultNow().notNull(),
  updated_at: ts().defaultNow().notNull(),
});
