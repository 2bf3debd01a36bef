import type { AuditEventQuery } from '@coverdesk/contract';
import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit.tables.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';

export type AuditQuery = Pick<AuditEventQuery, 'page' | 'size'> & Partial<Omit<AuditEventQuery, 'page' | 'size'>>;

const DAY_MS = 86_400_000;
/** A date-only bound is midnight UTC; a date-only `to` takes in its whole day. */
const instant = (v: string, end: boolean) =>
  v.length === 10 ? new Date(Date.parse(`${v}T00:00:00Z`) + (end ? DAY_MS : 0)).toISOString() : v;

async function page(db: Executor, where: SQL | undefined, q: Pick<AuditQuery, 'page' | 'size'>) {
  return pageOf(
    q,
    (w) =>
      db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.created_at), desc(auditEvents.guid))
        .limit(w.limit)
        .offset(w.offset),
    db.select({ n: count() }).from(auditEvents).where(where),
    0,
  );
}

/**
 * Audit events newest first; pages count from 0 (SPEC §9). The `(partner_guid, entity_guid, created_at, guid)` index
 * answers a record's timeline without a sort, however many events the partner has (migration 0014).
 */
export const auditRepository = {
  /** A partner's events (call inside the partner's scope). */
  list: (db: Executor, partner: string, q: AuditQuery) =>
    page(
      db,
      and(
        eq(auditEvents.partner_guid, partner),
        q.entity_guid ? eq(auditEvents.entity_guid, q.entity_guid) : undefined,
        q.entity_type ? eq(auditEvents.entity_type, q.entity_type) : undefined,
        q.action ? eq(auditEvents.action, q.action) : undefined,
        q.actor ? eq(auditEvents.actor_username, q.actor) : undefined,
        q.from ? gte(auditEvents.created_at, instant(q.from, false)) : undefined,
        q.to ? lt(auditEvents.created_at, instant(q.to, true)) : undefined,
      ),
      q,
    ),

  /** A user's own events: shared rows without a partner (call in a system transaction, after the visibility check). */
  ofUser: (db: Executor, userId: string, q: Pick<AuditQuery, 'page' | 'size'>) =>
    page(
      db,
      and(isNull(auditEvents.partner_guid), eq(auditEvents.entity_type, 'user'), eq(auditEvents.entity_guid, userId)),
      q,
    ),
};
