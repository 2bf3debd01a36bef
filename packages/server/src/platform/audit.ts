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
