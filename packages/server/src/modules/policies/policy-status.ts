import type { PolicyStatus } from '@coverdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, audit, auditFrom } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { products } from '../products/index.ts';
import { type EventSmsCode, queueEventSms } from '../sms/index.ts';
import { type PolicyRow, policiesRepository as repo } from './policies.repository.ts';
import { policies } from './policies.tables.ts';
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
  const sms = statusSms(policy.status, to);
  if (sms) await queueEventSms(tx, policy.partner_guid, sms, [smsTarget(after)]);
  return after;
}

const smsTarget = (p: PolicyRow) => ({ customer_guid: p.customer_guid, policy_guid: p.guid });

/** The SMS a status change sends the customer: activation (pending → active, not a reinstatement) and cancellation. */
const statusSms = (from: string, to: PolicyStatus): EventSmsCode | undefined =>
  to === 'cancelled' ? 'POLICY_CANCELLED' : to === 'active' && from === 'pending' ? 'POLICY_ACTIVATED' : undefined;

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
  return moveToStanding(tx, actor, policy, product, await repo.paidCents(tx, partner, policy.guid), today, opts);
}

/**
 * `applyPolicyStanding` for many policies at once (a chunk of a bulk payment file): the same rule and the same status
 * change, with the policies locked, their products and what was paid read in three statements instead of three per
 * policy. Policies not found are skipped.
 */
export async function applyPolicyStandingMany(
  tx: Executor,
  actor: Actor,
  partner: string,
  policyGuids: readonly string[],
  today: string,
  opts: { reason?: string | null } = {},
): Promise<PolicyRow[]> {
  if (!policyGuids.length) return [];
  const guids = sql.param([...policyGuids]);
  const rows = await tx
    .select()
    .from(policies)
    .where(and(eq(policies.partner_guid, partner), sql`${policies.guid} = any(${guids}::uuid[])`))
    .orderBy(policies.guid)
    .for('update');
  const productGuids = [...new Set(rows.map((p) => p.product_guid))];
  const productRows = productGuids.length
    ? await tx
        .select()
        .from(products)
        .where(and(eq(products.partner_guid, partner), inArray(products.guid, productGuids)))
    : [];
  const productOf = new Map(productRows.map((p) => [p.guid, p]));
  const paidOf = await repo.paidCentsOf(tx, partner, policyGuids);
  // Same rule and transition check as one policy; the changes are written per (target, action) in one statement each,
  // with one audit event per policy (before → after, who, why).
  const groups = new Map<string, { to: PolicyStatus; action: string; reason: string; policies: PolicyRow[] }>();
  const out = new Map(rows.map((p) => [p.guid, p]));
  for (const policy of rows) {
    const move = standingMove(policy, productOf.get(policy.product_guid), paidOf.get(policy.guid) ?? 0, today, opts);
    if (!move) continue;
    assertTransition(policy.status, move.to);
    const k = `${move.to}|${move.action}|${move.reason}`;
    const g = groups.get(k) ?? { ...move, policies: [] };
    g.policies.push(policy);
    groups.set(k, g);
  }
  const guidsOf = (g: { policies: PolicyRow[] }) => sql.param(g.policies.map((p) => p.guid));
  for (const g of groups.values()) {
    // One statement per move: the rows before, the update, and the audit events (before → after) set-based.
    await tx.execute(sql`
      with before as (
        select * from policies where partner_guid = ${partner} and guid = any(${guidsOf(g)}::uuid[])
      ), after as (
        update policies p set status = ${g.to}, updated_at = now()
        where p.partner_guid = ${partner} and p.guid = any(${guidsOf(g)}::uuid[])
        returning p.*
      )
      ${auditFrom(actor, {
        partner_guid: partner,
        entity_type: 'policy',
        entity_guid: sql`a.guid::text`,
        action: g.action,
        before: sql`to_jsonb(b)`,
        after: sql`to_jsonb(a)`,
        reason: g.reason,
        from: sql`after a join before b on b.guid = a.guid`,
      })}`);
    for (const p of g.policies) out.set(p.guid, { ...p, status: g.to });
    // A standing move never cancels: the only SMS it sends is the activation, for the whole group at once.
    const activated = g.policies.filter((p) => statusSms(p.status, g.to) === 'POLICY_ACTIVATED');
    await queueEventSms(tx, partner, 'POLICY_ACTIVATED', activated.map(smsTarget));
  }
  return [...out.values()];
}

/** The status change the policy's premiums call for today (none when it stays), with its audit action and reason. */
function standingMove(
  policy: PolicyRow,
  product: { eligibility_threshold: number | null; debit_grace_days: number | null } | undefined,
  paidCents: number,
  today: string,
  opts: { fromSuspended?: boolean; reason?: string | null },
): { to: PolicyStatus; action: string; reason: string } | undefined {
  const paid = paidUp(policy, paidCents);
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
  if (target === policy.status) return undefined;
  const action = opts.fromSuspended
    ? 'resume'
    : policy.status === 'lapsed' && target === 'active'
      ? 'reinstate'
      : target === 'pending'
        ? 'revert'
        : (ACTION_BY_TARGET[target] ?? target);
  // The reason says why (the payment, file or correction) and what the premiums now give.
  const standing = `${paid.periods_paid} period(s) paid, paid until ${paid.paid_until}`;
  // (An AML resume keeps the compliance officer's reason as written.)
  const reason = !opts.reason ? standing : opts.fromSuspended ? opts.reason : `${opts.reason}; ${standing}`;
  return { to: target, action, reason };
}

async function moveToStanding(
  tx: Executor,
  actor: Actor,
  policy: PolicyRow,
  product: { eligibility_threshold: number | null; debit_grace_days: number | null } | undefined,
  paidCents: number,
  today: string,
  opts: { fromSuspended?: boolean; reason?: string | null },
): Promise<PolicyRow> {
  const move = standingMove(policy, product, paidCents, today, opts);
  if (!move) return policy;
  return changePolicyStatus(tx, actor, policy, move.to, { action: move.action, reason: move.reason });
}
