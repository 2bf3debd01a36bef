import type { AuditEvent, AuditEventQuery } from '@coverdesk/contract';
import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit.tables.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf, pageWindow } from '../../platform/db/paging.ts';
import type { ReadStatement, ScopedReader } from '../../platform/db/scoped-reader.ts';

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

const COLUMNS = `guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, before, after, reason,
  request_id, created_at`;
/** The optional filters of a partner's list, in the order of their parameters after the partner ($1). */
const FILTERS = [
  ['entity_guid', 'entity_guid = $'],
  ['entity_type', 'entity_type = $'],
  ['action', 'action = $'],
  ['actor', 'actor_username = $'],
  ['from', 'created_at >= $'],
  ['to', 'created_at < $'],
] as const;

/**
 * A partner's list as statements for the scoped reader (`database.reader`): the page's events with the count of all
 * the list matches in one statement (one round trip where a transaction took five), and the count alone for a page
 * past the end. The statement's name tells which filters it holds, so each shape is prepared once per connection.
 */
function listStatements(partner: string, q: AuditQuery): { rows: ReadStatement; count: ReadStatement } {
  const where = ['partner_guid = $1'];
  const values: unknown[] = [partner];
  let shape = '';
  for (const [key, test] of FILTERS) {
    const v = q[key];
    if (v === undefined) {
      shape += '0';
      continue;
    }
    shape += '1';
    values.push(key === 'from' ? instant(v, false) : key === 'to' ? instant(v, true) : v);
    where.push(`${test}${values.length}${key === 'from' || key === 'to' ? '::timestamptz' : ''}`);
  }
  const w = pageWindow(q, 0);
  const filter = where.join(' and ');
  const count = `select count(*)::int as total from audit_events where ${filter}`;
  return {
    rows: {
      name: `audit_events_list_${shape}`,
      text: `select ${COLUMNS}, (${count}) as total from audit_events where ${filter}
        order by created_at desc, guid desc limit $${values.length + 1} offset $${values.length + 2}`,
      values: [...values, w.limit, w.offset],
    },
    count: { name: `audit_events_count_${shape}`, text: count, values },
  };
}

/**
 * Audit events newest first; pages count from 0 (SPEC §9). The `(partner_guid, entity_guid, created_at, guid)` index
 * answers a record's timeline without a sort, however many events the partner has (migration 0014).
 */
export const auditRepository = {
  /**
   * A partner's events on the scoped reader (row-level security sees only the partner, and every statement names it
   * too): the same page and count as `list` in one round trip.
   */
  async listScoped(reader: ScopedReader, partner: string, q: AuditQuery) {
    const statements = listStatements(partner, q);
    const rows = await reader.query<AuditEvent & { total: number }>([partner], statements.rows);
    if (rows.length) return { items: rows.map(({ total: _, ...event }) => event), count: rows[0]!.total };
    // No event on this page: the count alone (none at all when this is the first page).
    if (pageWindow(q, 0).offset === 0) return { items: [], count: 0 };
    const [t] = await reader.query<{ total: number }>([partner], statements.count);
    return { items: [], count: t?.total ?? 0 };
  },

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
