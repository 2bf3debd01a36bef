import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { paidUp, policiesRepository, type RefundRecorder } from '../policies/index.ts';
import { payments } from './payments.tables.ts';

/** A policy's cancellation refund, recorded as a `refund` payment with its audit event (the policies module asks). */
export const recordPolicyRefund: RefundRecorder = async (tx, actor, { policy, cents, at, reason }) => {
  const [row] = await tx
    .insert(payments)
    .values({
      partner_guid: policy.partner_guid,
      guid: uuidv7(),
      policy_guid: policy.guid,
      customer_guid: policy.customer_guid,
      amount_cents: cents,
      effected_at: at.toISOString(),
      mno_reference: `REFUND-${policy.policy_number}`,
      status: 'succeeded',
      payment_type: 'refund',
      channel: 'WebClient',
      created_by: actor.username,
    })
    .returning();
  await audit(tx, actor, {
    partner_guid: policy.partner_guid,
    entity_type: 'payment',
    entity_guid: row!.guid,
    action: 'refund',
    after: row,
    reason,
  });
  return row!.guid;
};

const paymentsOfPolicy = (tx: Executor, partner: string, policy: string) =>
  tx
    .select()
    .from(payments)
    .where(and(eq(payments.partner_guid, partner), eq(payments.policy_guid, policy)))
    .orderBy(desc(payments.effected_at), desc(payments.guid));

/** A policy's premium, what it pays up to, and its payments (newest first). */
export function createPolicyMoneyService(database: Database) {
  return {
    premiums: (partner: string, guid: string) =>
      database.scoped([partner], async (tx) => {
        const p = await policiesRepository.get(tx, partner, guid);
        if (!p) throw notFound('policy_not_found');
        const up = paidUp(p, await policiesRepository.paidCents(tx, partner, p.guid));
        return {
          policy_guid: p.guid,
          premium_cents: p.premium_cents,
          granularity: p.granularity,
          ...up,
          payments: await paymentsOfPolicy(tx, partner, p.guid),
        };
      }),
  };
}
