import type { OutboxQuery } from '@coverdesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../identity/users.repository.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { emailOutbox } from '../../platform/mail.tables.ts';

/**
 * Emails a reader may see: about one of their partners, or about no partner and (for account emails) about a user
 * they may see — a user with no partner, or one sharing a partner with them. Reset links never reach a foreign admin.
 */
const visibleTo = (partners: readonly string[]): SQL => {
  const list = uuidArray(partners);
  return sql`(
    ${emailOutbox.about_partner_guid} = any(${list}::uuid[])
    or (${emailOutbox.about_partner_guid} is null and (
      ${emailOutbox.meta} -> 'partners' is null
      or jsonb_array_length(${emailOutbox.meta} -> 'partners') = 0
      or ${emailOutbox.meta} -> 'partners' ?| ${list}::text[]
    ))
  )`;
};

export const outboxRepository = {
  /** One email, if the reader may see it. */
  async get(db: Executor, guid: string, partners: readonly string[]) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.guid, guid), visibleTo(partners)));
    return row;
  },

  async list(db: Executor, q: OutboxQuery, partners: readonly string[]) {
    const where = and(
      visibleTo(partners),
      q.to ? sql`lower(${emailOutbox.to_address}) = ${q.to.toLowerCase()}` : undefined,
      q.kind ? eq(emailOutbox.kind, q.kind) : undefined,
      q.status ? eq(emailOutbox.status, q.status) : undefined,
    );
    const { items: rows, count: total } = await pageOf(
      q,
      (w) =>
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.created_at), desc(emailOutbox.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(where),
    );
    return {
      items: rows.map((r) => ({
        guid: r.guid,
        about_partner_guid: r.about_partner_guid,
        to: r.to_address,
        subject: r.subject,
        text_body: r.text_body,
        html_body: r.html_body,
        kind: r.kind,
        status: r.status as 'queued' | 'stored' | 'sent' | 'failed',
        error: r.error,
        attempts: r.attempts,
        created_at: r.created_at,
        sent_at: r.sent_at,
      })),
      count: total,
    };
  },
};
