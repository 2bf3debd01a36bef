import { and, eq, lt, sql } from 'drizzle-orm';
import { audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/client.ts';
import { today } from './claim-dates.ts';
import { claims } from './claims.tables.ts';

export const CLAIMS_EXPIRY_QUEUE = 'claims.expire-overdue';
/** Every night at 01:30 UTC. */
export const CLAIMS_EXPIRY_CRON = '30 1 * * *';

/**
 * Expires open claims whose documents did not arrive by their due date (documentation received time + the partner's
 * document_deadline_days, set when the claim is made or reinstated). System work across partners; one audit event each.
 */
export async function expireOverdueClaims(database: Database, day: string = today()): Promise<number> {
  return database.system(async (tx) => {
    const overdue = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.status, 'open'), lt(claims.documents_due_date, day)))
      .for('update', { skipLocked: true });
    for (const c of overdue) {
      await tx
        .update(claims)
        .set({ status: 'expired', version: sql`${claims.version} + 1`, updated_at: sql`now()` })
        .where(and(eq(claims.partner_guid, c.partner_guid), eq(claims.guid, c.guid)));
      await audit(tx, SYSTEM_ACTOR, {
        partner_guid: c.partner_guid,
        entity_type: 'claim',
        entity_guid: c.guid,
        action: 'expire',
        before: { status: c.status, version: c.version, documents_due_date: c.documents_due_date },
        after: { status: 'expired', version: c.version + 1 },
        reason: `Documents not complete by ${c.documents_due_date}`,
      });
    }
    return overdue.length;
  });
}
