import type { PolicyStatus, PolicyUpdate } from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import { changedKeys } from '../../platform/changes.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import { dependantsRepository } from '../customers/index.ts';
import { type Beneficiary, out } from './policies.out.ts';
import { type PolicyRow, policiesRepository as repo } from './policies.repository.ts';
import { assertDates, assertEligible, premiumOfProduct } from './policy-eligibility.ts';
import { FINAL_STATUSES } from './policy-lifecycle.ts';
import { refundOnCancel, todayIso } from './policy-periods.ts';
import { applyPolicyStanding, changePolicyStatus } from './policy-status.ts';
import type { Clock } from './purchase.service.ts';
import './policies.messages.ts';

type AmlAction = 'flagged' | 'rejected' | 'approved';

/**
 * Records a cancellation's refund as money going back to the customer and answers the payment's guid. The payments
 * module gives it (its ledger), where it serves the cancel calls; the policies module knows no payment table.
 */
export type RefundRecorder = (
  tx: Executor,
  actor: Actor,
  refund: { policy: PolicyRow; cents: number; at: Date; reason: string },
) => Promise<string>;

/** Reading, editing, cancelling, AML and notes of policies. */
export function createPoliciesService(
  database: Database,
  now: Clock = () => new Date(),
  deps: { recordRefund?: RefundRecorder } = {},
) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  async function load(tx: Executor, partner: string, guid: string, forUpdate = false) {
    const p = await repo.get(tx, partner, guid, { forUpdate });
    if (!p) throw notFound('policy_not_found');
    return p;
  }
  const assertNotFinal = (p: PolicyRow) => {
    if (FINAL_STATUSES.includes(p.status as PolicyStatus)) throw conflict('policy_final', { status: p.status });
  };

  async function edit(
    tx: Executor,
    actor: Actor,
    before: PolicyRow,
    set: Partial<PolicyRow>,
    action: string,
    reason?: string | null,
  ) {
    const after = await repo.update(tx, before.partner_guid, before.guid, set);
    await audit(tx, actor, {
      partner_guid: before.partner_guid,
      entity_type: 'policy',
      entity_guid: before.guid,
      action,
      before,
      after,
      reason: reason ?? null,
    });
    return after;
  }

  /** Cancels with the refund rule of `refundOnCancel`; a refund is recorded as a `refund` payment row. */
  async function cancel(
    tx: Executor,
    actor: Actor,
    partner: string,
    guid: string,
    reason: string,
    opts: { refund?: boolean } = {},
  ) {
    const policy = await load(tx, partner, guid, true);
    const at = now();
    const product = await repo.product(tx, partner, policy.product_guid);
    const paid = await repo.paidCents(tx, partner, policy.guid);
    const refund = refundOnCancel({
      purchased_at: policy.purchased_at,
      cool_off_hours: product?.cool_off_hours ?? 0,
      cancel_at: at,
      start_date: policy.start_date,
      granularity: policy.granularity,
      premium_cents: policy.premium_cents,
      paid_cents: paid,
    });
    const refundCents = opts.refund === false ? 0 : refund.refund_cents;
    const after = await changePolicyStatus(tx, actor, policy, 'cancelled', {
      action: 'cancel',
      reason,
      set: {
        cancelled_at: at.toISOString(),
        additional_details: {
          ...(policy.additional_details as object),
          cancel_reason: reason,
          refund_cents: refundCents,
          refund_rule: refund.rule,
        },
      },
    });
    let refundPayment: string | null = null;
    if (refundCents > 0) {
      if (!deps.recordRefund) throw new Error('a cancellation with a refund needs the payments ledger (recordRefund)');
      refundPayment = await deps.recordRefund(tx, actor, { policy, cents: refundCents, at, reason });
    }
    return { ...out(after), refund_cents: refundCents, refund_rule: refund.rule, refund_payment_guid: refundPayment };
  }

  return {
    get: (partner: string, guid: string) => scoped(partner, async (tx) => out(await load(tx, partner, guid))),

    async byNumber(partner: string, policyNumber: string) {
      const p = await scoped(partner, (tx) => repo.byNumber(tx, partner, policyNumber));
      if (!p) throw notFound('policy_not_found');
      return out(p);
    },

    ofCustomer: (partner: string, customer: string) =>
      scoped(partner, async (tx) => (await repo.ofCustomer(tx, partner, customer)).map(out)),

    async page(
      partner: string,
      q: { page: number; size: number; status?: string; branch?: string; aml_flagged?: boolean; aml_action?: string },
    ) {
      const r = await scoped(partner, (tx) => repo.page(tx, partner, q));
      return {
        items: r.items.map(({ customer_name, product_name, ...p }) => ({ ...out(p), customer_name, product_name })),
        count: r.count,
      };
    },

    /**
     * The people with this national id and the policies covering them: a principal (a customer: their own
     * policies) or a dependant (the `dependants` table: the policies of the customer they depend on).
     */
    dependants: (partner: string, nationalId: string) =>
      scoped(partner, async (tx) => {
        const found = [];
        for (const c of await repo.customersByNationalId(tx, partner, nationalId))
          found.push({
            customer_guid: c.guid,
            dependant_guid: null,
            relationship: 'principal',
            full_name: c.full_name,
            national_id: c.national_id ?? nationalId,
            policies: (await repo.ofCustomer(tx, partner, c.guid)).map(out),
          });
        for (const d of await dependantsRepository.byNationalId(tx, partner, nationalId))
          found.push({
            customer_guid: d.customer_guid,
            dependant_guid: d.guid,
            relationship: d.relationship,
            full_name: d.full_name,
            national_id: d.national_id ?? nationalId,
            policies: (await repo.ofCustomer(tx, partner, d.customer_guid)).map(out),
          });
        return found;
      }),

    /** Beneficiary while not final; premium, start and end date only while pending. */
    update: (actor: Actor, partner: string, guid: string, input: PolicyUpdate) =>
      scoped(partner, async (tx) => {
        const before = await load(tx, partner, guid, true);
        assertNotFinal(before);
        // Only what differs from the policy is a change: the policy sent back as read changes nothing.
        const { reason, ...fields } = input;
        const changed = new Set(changedKeys(before, fields));
        if (!changed.size) return out(before);
        input = Object.fromEntries(Object.entries(fields).filter(([k]) => changed.has(k))) as PolicyUpdate;
        const set: Partial<PolicyRow> = {};
        if (input.beneficiary !== undefined) set.beneficiary = input.beneficiary;
        const termsChange =
          input.premium_cents !== undefined || input.start_date !== undefined || input.valid_until !== undefined;
        if (termsChange) {
          if (before.status !== 'pending') throw conflict('policy_not_pending');
          const start = input.start_date ?? before.start_date;
          const validUntil = input.valid_until === undefined ? before.valid_until : input.valid_until;
          if (input.start_date !== undefined) assertDates(start, todayIso(now()), validUntil);
          else if (validUntil && validUntil <= start)
            throw new AppError(400, 'invalid_input', {}, { valid_until: 'valid_until_before_start' });
          const product = await repo.product(tx, partner, before.product_guid);
          const customer = await repo.customer(tx, partner, before.customer_guid);
          if (!product || !customer) throw notFound('policy_not_found');
          if (input.start_date !== undefined) assertEligible(customer, product, start);
          if (input.premium_cents !== undefined)
            Object.assign(set, await premiumOfProduct(tx, product, input.premium_cents));
          set.start_date = start;
          set.valid_until = validUntil;
        }
        const after = await edit(tx, actor, before, set, 'update', reason);
        return out(await applyPolicyStanding(tx, actor, partner, after.guid, todayIso(now())));
      }),

    setBeneficiary: (actor: Actor, partner: string, guid: string, beneficiary: Beneficiary) =>
      scoped(partner, async (tx) => {
        const before = await load(tx, partner, guid, true);
        assertNotFinal(before);
        return out(await edit(tx, actor, before, { beneficiary }, 'beneficiary'));
      }),

    cancel: (actor: Actor, partner: string, guid: string, reason: string) =>
      scoped(partner, (tx) => cancel(tx, actor, partner, guid, reason)),

    notes: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        await load(tx, partner, guid);
        return repo.notes(tx, partner, guid);
      }),

    addNote: (actor: Actor, partner: string, input: { policy_guid: string; note: string; note_type: string }) =>
      scoped(partner, async (tx) => {
        await load(tx, partner, input.policy_guid);
        const row = await repo.insertNote(tx, { partner_guid: partner, ...input, created_by: actor.username });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'policy',
          entity_guid: input.policy_guid,
          action: 'note',
          after: row,
        });
        return row;
      }),

    /**
     * AML (SPEC §4): flagged holds cover (status → suspended) until compliance decides; approved clears the flag and
     * resumes the status the premiums give; rejected clears the flag and cancels without refund (funds stay with
     * compliance). flagged needs an unflagged policy in force; approved and rejected need a flagged one.
     */
    aml: (actor: Actor, partner: string, guid: string, action: AmlAction, reason: string) =>
      scoped(partner, async (tx) => {
        const before = await load(tx, partner, guid, true);
        const details = (before.additional_details ?? {}) as Record<string, unknown>;
        const flagged = details.aml_flagged === true;
        if (FINAL_STATUSES.includes(before.status as PolicyStatus) || flagged === (action === 'flagged'))
          throw conflict('aml_action_not_allowed', { action, current: flagged ? 'flagged' : before.status });
        const aml = {
          ...details,
          aml_action: action,
          aml_flagged: action === 'flagged',
          aml_reason: reason,
          aml_by: actor.username,
          aml_at: now().toISOString(),
        };
        if (action === 'flagged')
          return out(
            await changePolicyStatus(tx, actor, before, 'suspended', {
              action: 'aml_flagged',
              reason,
              set: { additional_details: { ...aml, aml_status_before: before.status } },
            }),
          );
        const cleared = await edit(tx, actor, before, { additional_details: aml }, `aml_${action}`, reason);
        if (action === 'rejected') {
          const c = await cancel(tx, actor, partner, guid, `AML rejected: ${reason}`, { refund: false });
          const { refund_cents: _r, refund_rule: _u, refund_payment_guid: _g, ...policy } = c;
          return policy;
        }
        if (cleared.status !== 'suspended') return out(cleared);
        return out(
          await applyPolicyStanding(tx, actor, partner, guid, todayIso(now()), { fromSuspended: true, reason }),
        );
      }),

    history: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        await load(tx, partner, guid);
        return repo.history(tx, partner, guid);
      }),

    /** Daily: lapses, reinstates and expires the partner's policies in force as their premiums and dates say. */
    sweep: (actor: Actor, partner: string, today = todayIso(now())) =>
      scoped(partner, async (tx) => {
        const changed: string[] = [];
        for (const p of await repo.inForce(tx, partner)) {
          const after = await applyPolicyStanding(tx, actor, partner, p.guid, today);
          if (after.status !== p.status) changed.push(p.guid);
        }
        return changed;
      }),
  };
}
export type PoliciesService = ReturnType<typeof createPoliciesService>;
