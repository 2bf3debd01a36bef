import { and, asc, count, eq } from 'drizzle-orm';
import { type Actor, audit } from '../../../platform/audit.ts';
import type { Database } from '../../../platform/db/client.ts';
import { pageOf } from '../../../platform/db/paging.ts';
import { notFound, unprocessable } from '../../../platform/http/errors.ts';
import { customers } from '../../customers/index.ts';
import { policies } from '../../policies/index.ts';
import { claims } from '../claims.tables.ts';
import { claimCallbacks } from './callbacks.tables.ts';

const C = claimCallbacks;
const columns = {
  guid: C.guid,
  claim_guid: C.claim_guid,
  claim_reference: claims.claim_reference,
  customer_guid: claims.customer_guid,
  customer_name: customers.full_name,
  policy_guid: claims.policy_guid,
  policy_number: policies.policy_number,
  msisdn: C.msisdn,
  notes: C.notes,
  status: C.status,
  requested_at: C.requested_at,
  closed_reason: C.closed_reason,
  closed_by: C.closed_by,
  closed_at: C.closed_at,
};
const withClaim = and(eq(claims.partner_guid, C.partner_guid), eq(claims.guid, C.claim_guid));
// Both joins are by primary key within the callback's partner, so the row-level policies still scope every row.
const withPolicy = and(eq(policies.partner_guid, claims.partner_guid), eq(policies.guid, claims.policy_guid));
const withCustomer = and(eq(customers.partner_guid, claims.partner_guid), eq(customers.guid, claims.customer_guid));
const out = <T extends { status: string }>(r: T) => ({ ...r, status: r.status as 'open' | 'closed' });

/** Claim callbacks: listed open or closed, oldest first; closed by an agent with a reason. */
export function createCallbacksService(database: Database) {
  return {
    list: (partner: string, q: { open: 'true' | 'false'; page: number; size: number }) =>
      database.scoped([partner], async (tx) => {
        const where = and(eq(C.partner_guid, partner), eq(C.status, q.open === 'true' ? 'open' : 'closed'));
        const { items, count: total } = await pageOf(
          q,
          (w) =>
            tx
              .select(columns)
              .from(C)
              .innerJoin(claims, withClaim)
              .innerJoin(policies, withPolicy)
              .innerJoin(customers, withCustomer)
              .where(where)
              .orderBy(asc(C.requested_at), asc(C.guid))
              .limit(w.limit)
              .offset(w.offset),
          tx.select({ n: count() }).from(C).where(where),
        );
        return { items: items.map(out), count: total };
      }),

    close: (actor: Actor, partner: string, claimGuid: string, reason: string) =>
      database.scoped([partner], async (tx) => {
        const [claim] = await tx
          .select({ guid: claims.guid })
          .from(claims)
          .where(and(eq(claims.partner_guid, partner), eq(claims.guid, claimGuid)));
        if (!claim) throw notFound();
        const closed = await tx
          .update(C)
          .set({
            status: 'closed',
            closed_reason: reason,
            closed_by: actor.username,
            closed_at: new Date().toISOString(),
          })
          .where(and(eq(C.partner_guid, partner), eq(C.claim_guid, claimGuid), eq(C.status, 'open')))
          .returning({ guid: C.guid });
        if (!closed.length) throw unprocessable('callback_none_open');
        for (const c of closed)
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'claim',
            entity_guid: claimGuid,
            action: 'callback_closed',
            before: { callback_guid: c.guid, status: 'open' },
            after: { callback_guid: c.guid, status: 'closed' },
            reason,
          });
        const rows = await tx
          .select(columns)
          .from(C)
          .innerJoin(claims, withClaim)
          .innerJoin(policies, withPolicy)
          .innerJoin(customers, withCustomer)
          .where(and(eq(C.partner_guid, partner), eq(C.claim_guid, claimGuid)))
          .orderBy(asc(C.requested_at));
        return rows.filter((r) => closed.some((c) => c.guid === r.guid)).map(out);
      }),
  };
}
