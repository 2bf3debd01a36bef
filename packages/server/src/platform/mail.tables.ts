import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email goes here first. Without SMTP_URL it stays here (status `stored`), readable in the internal
 * dashboard; with SMTP_URL the delivery job sends it and marks it `sent`, or `failed` with the error when the SMTP
 * server refuses it for good (5xx) or after MAX_EMAIL_ATTEMPTS attempts.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    guid: uuid().primaryKey(),
    /** The partner the email is about, when there is one (null for sign-in emails). */
    about_partner_guid: uuid(),
    to_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text(),
    kind: text().notNull(),
    status: text().notNull().default('queued'),
    error: text(),
    /** Delivery attempts so far; after MAX_EMAIL_ATTEMPTS the email is `failed` and no longer retried. */
    attempts: integer().notNull().default(0),
    meta: jsonb(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).defaultNow().notNull(),
    sent_at: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.created_at),
    index('email_outbox_to_idx').on(t.to_address, t.created_at),
  ],
);
