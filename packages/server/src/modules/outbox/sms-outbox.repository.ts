import type { SmsOutboxQuery } from '@coverdesk/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { smsOutbox } from '../../platform/sms.tables.ts';

/** The partner's SMS outbox (call inside the partner's scope). */
export const smsOutboxRepository = {
  async list(db: Executor, partner: string, q: SmsOutboxQuery) {
    const where = and(
      eq(smsOutbox.partner_guid, partner),
      q.msisdn ? eq(smsOutbox.msisdn, q.msisdn) : undefined,
      q.status ? eq(smsOutbox.status, q.status) : undefined,
    );
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(smsOutbox)
          .where(where)
          .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(smsOutbox).where(where),
    );
  },

  async get(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.partner_guid, partner), eq(smsOutbox.guid, guid)));
    return row;
  },
};
