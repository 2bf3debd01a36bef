import type { PolicyStatus } from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type PolicyRow, policiesRepository as repo } from './policies.repository.ts';
import { assertTransition } from './policy-lifecycle.ts';
import { paidUp } from './policy-periods.ts';
import { standingStatus } from './policy-standing.ts';

/**
 * The one way a policy's status changes: checks the state machine (409), writes the row and its audit event
 * (before → after, who, why) in the caller's transaction.
 */
export async function changePolicyStatus(
  tx: Executor,
  actor: Actor,
  policy: PolicyRow,
  to: PolicyStatus,
  change: { action: string; reason?: string | null; set?: Partial<PolicyRow> },
): Promise<PolicyRow> {
  assertTransition(policy.status, to);
  const after = await repo.update(tx, policy.partner_guid, policy.guid, { ...change.set, status: to });
  await audit(tx, actor, {
    partner_guid: policy.partner_guid,
    entity_type: 'policy',
    entity_guid: policy.guid,
    action: change.action,
    before: policy,
    after,
    reason: change.reason ?? null,
  });
  return after;
}

const ACTION_BY_TARGET: Partial<Record<PolicyStatus, string>> = {
  active: 'activate',
  lapsed: 'lapse',
  expired: 'expire',
  pending: 'resume',
};

/**
 * Re-reads what was paid and moves the policy to the status its premiums call for (pending → active when the
 * premium is covered, lapsed → active when arrears are paid, active → lapsed beyond the grace days, → expired).
 * The same function serves a gateway payment, a missing payment, the daily sweep and an AML resume
 * (`fromSuspended`). Locks the policy row for the rest of the transaction.
 */
export async function applyPolicyStanding(
  tx: Executor,
  actor: Actor,
  partner: string,
  policyGuid: string,
  today: string,
  opts: { fromSuspended?: boolean; reason?: string | null } = {},
): Promise<PolicyRow> {
  const policy = await repo.get(tx, partner, policyGuid, { forUpdate: true });
  if (!policy) throw notFound('policy_not_found');
  const product = await repo.product(tx, partner, policy.product_guid);
  const paid = paidUp(policy, await repo.paidCents(tx, partner, policy.guid));
  const target = standingStatus(
    {
      status: policy.status as PolicyStatus,
      valid_until: policy.valid_until,
      eligibility_threshold: product?.eligibility_threshold ?? 0,
      debit_grace_days: product?.debit_grace_days ?? 0,
      paid,
      today,
    },
    opts,
  );
  if (target === policy.status) return policy;
  const action = opts.fromSuspended
    ? 'resume'
    : policy.status === 'lapsed' && target === 'active'
      ? 'reinstate'
      : (ACTION_BY_TARGET[target] ?? target);
  return changePolicyStatus(tx, actor, policy, target, {
    action,
    reason: opts.reason ?? `paid until ${paid.paid_until}`,
  });
}
