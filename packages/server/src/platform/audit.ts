import { type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { auditEvents } from './audit.tables.ts';
import type { Principal } from './auth.ts';
import type { Executor } from './db/client.ts';

export interface AuditEntry {
  partner_guid?: string | null;
  entity_type: string;
  entity_guid: string;
  action: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Who acts: a signed-in user, or the system (seeding, jobs). */
export type Actor = Pick<Principal, 'sub' | 'username'> & { requestId?: string };
export const SYSTEM_ACTOR: Actor = { sub: 'system', username: 'system' };

const SECRET_FIELDS = new Set(['password', 'password_hash', 'secret', 'client_secret', 'token']);
function redact(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v ?? null;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, SECRET_FIELDS.has(k) ? '***' : x]));
}

/** Writes an audit event with the change, inside the caller's transaction. */
export async function audit(tx: Executor, actor: Actor, e: AuditEntry) {
  await tx.insert(auditEvents).values({
    guid: uuidv7(),
    partner_guid: e.partner_guid ?? null,
    actor_guid: actor.sub,
    actor_username: actor.username,
    entity_type: e.entity_type,
    entity_guid: e.entity_guid,
    action: e.action,
    before: redact(e.before),
    after: redact(e.after),
    reason: e.reason ?? null,
    request_id: actor.requestId ?? null,
  });
}

/** A value of a set-based audit event: a constant (sent as a parameter) or a SQL expression over the `from` rows. */
type SetValue = string | null | SQL;

/** `AuditEntry` for many rows at once: each column a constant or an expression over the rows of `from`. */
export interface SetAuditEntry {
  partner_guid: SetValue;
  entity_type: SetValue;
  entity_guid: SetValue;
  action: SetValue;
  before?: SetValue;
  after?: SetValue;
  reason?: SetValue;
  /** The rows audited, one event each: what follows `from` (a table or CTE name, joins, a where clause). */
  from: SQL;
}

/**
 * The set-based `audit()`: an `insert into audit_events … select … from` statement (a writable CTE's body, or a
 * statement of its own), one event per row of `from`, with the same columns as `audit()` — the actor and the
 * request id from `actor`, a uuid v7 from `cd_uuidv7()`. Unset `before`, `after` and `reason` are null. Snapshots
 * are written as given (no redaction: no caller audits a secret column). Append `returning …` when the statement
 * reads the events it wrote.
 */
export function auditFrom(actor: Actor, e: SetAuditEntry): SQL {
  return sql`insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
      before, after, reason, request_id)
    select cd_uuidv7(), ${e.partner_guid}, ${actor.sub}, ${actor.username}, ${e.entity_type}, ${e.entity_guid},
      ${e.action}, ${e.before ?? null}, ${e.after ?? null}, ${e.reason ?? null}, ${actor.requestId ?? null}
    from ${e.from}`;
}
