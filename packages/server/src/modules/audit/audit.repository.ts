import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { inTurn } from '../../platform/db/in-turn.ts';
import { auditEvents } from './audit.tables.ts';

export interface AuditQuery {
  page: number;
  size: number;
  entity_guid?: string;
  entity_type?: string;
  action?: string;
}

/** A partner's audit events (call inside the partner's scope), newest first; pages count from 0 (SPEC §9). */
export const auditRepository = {
  async list(db: Executor, partner: string, q: AuditQuery) {
    const where = and(
      eq(auditEvents.partner_guid, partner),
      q.entity_guid ? eq(auditEvents.entity_guid, q.entity_guid) : undefined,
      q.entity_type ? eq(auditEvents.entity_type, q.entity_type) : undefined,
      q.action ? eq(auditEvents.action, q.action) : undefined,
    );
    const [items, [total]] = await inTurn([
      db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.created_at), desc(auditEvents.guid))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(auditEvents).where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },
};
