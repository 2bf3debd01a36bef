import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when, from what to what. Written in the same transaction as the change.
 * `partner_guid` is null for shared data (countries, feature flags, users); row-level security then hides the row
 * from partner-scoped reads, and the audit repository reads shared events explicitly.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    guid: uuid().primaryKey(),
    partner_guid: uuid(),
    actor_guid: text(),
    actor_username: text(),
    entity_type: text().notNull(),
    entity_guid: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    request_id: text(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_events_partner_created_idx').on(t.partner_guid, t.created_at),
    index('audit_events_partner_entity_idx').on(t.partner_guid, t.entity_guid, t.created_at.desc(), t.guid.desc()),
    index('audit_events_partner_actor_idx').on(t.partner_guid, t.actor_username, t.created_at.desc()),
  ],
);
