import { PgTimestampString, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamps as ISO strings (never Date objects: no time-zone surprises on the way out). */
export const ts = () => timestamp({ withTimezone: true, mode: 'string' });

/** Columns every partner-owned table starts with: its primary key is (partner_guid, guid). */
export const partnerOwned = () => ({
  partner_guid: uuid().notNull(),
  guid: uuid().notNull(),
  created_at: ts().defaultNow().notNull(),
  updated_at: ts().defaultNow().notNull(),
});

/**
 * Instants leave the database as ISO-8601 (`2026-11-21T09:30:00.000Z`), not PostgreSQL's text form
 * (`2026-11-21 09:30:00+00`) that some clients cannot parse. One place for every `ts()` column.
 */
PgTimestampString.prototype.mapFromDriverValue = function mapFromDriverValue(value: string | Date) {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
};
