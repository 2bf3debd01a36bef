import {
  benefitForPremium,
  type Granularity,
  type Premium,
  type PrerequisitePremiumInput,
  type SinglePremiumInput,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { assertAmounts, moneyRuleFor } from '../configuration/index.ts';
import { applyPolicyStanding, policiesRepository, todayIso } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { once } from './idempotency.ts';
import { assertPayable, payableOf } from './payable-policy.ts';
import { paymentsRepository } from './payments.repository.ts';
import { type PremiumRow, premiumsRepository as repo } from './premiums.repository.ts';
import './payments.messages.ts';

/** A premium as answered: its total and its benefit by the rule of SPEC §9 (contract benefit-rule.ts). */
export function premiumOut(
  row: PremiumRow,
  product: { fixed_indemnity_amount: number; granularity: string } | undefined,
): Premium {
  const b = benefitForPremium({
    amount_in_cents: row.amount_in_cents,
    granularity: row.granularity as Granularity,
    quantity: row.quantity,
    fixed_indemnity_in_cents: product?.fixed_indemnity_amount ?? 0,
    product_granularity: (product?.granularity ?? row.granularity) as Granularity,
  });
  const { deleted_at: _d, deleted_by: _b, updated_at: _u, ...rest } = row;
  return {
    ...rest,
    total_cents: row.amount_in_cents * row.quantity,
    benefit_in_cents: b.benefit_in_cents,
    benefit_basis: b.basis,
  };
}

export const PREMIUM_SCOPES = {
  single: 'PUT /api/premiums/add_single_non_bundled',
  prerequisite: 'PUT /api/premiums/add_with_prerequisite',
} as const;

type AddInput = SinglePremiumInput & {
  prerequisite_guid?: string;
  payment_type?: 'normal' | 'bundle';
  bundle_kind?: 'voice' | 'data' | null;
};

/**
 * Premiums recorded by hand. Recording one writes its payment (succeeded, MNO reference unique per partner: 409 when
 * already recorded) and the premium in one transaction with their audit events, then moves the policy to the standing
 * its premiums call for (`applyPolicyStanding`, the one rule of every payment). Deleting a premium reverses its payment
 * (status `reversed`, audited) and the standing follows again.
 */
export function createPremiumsService(database: Database, now: () => Date = () => new Date()) {
  const scoped = database.scoped;

  async function add(tx: Executor, actor: Actor, partner: string, input: AddInput, action: string) {
    const rule = await moneyRuleFor(tx, partner);
    assertAmounts(rule, { amount_in_cents: input.amount_in_cents });
    assertAmounts(rule, { amount_in_cents: input.amount_in_cents * input.quantity });
    const today = todayIso(now());
    if (input.effected_date > today)
      throw new AppError(400, 'invalid_input', {}, { effected_date: 'payment_date_future' });
    const policy = await paymentsRepository.policy(tx, partner, input.policy_guid);
    if (!policy) throw notFound('policy_not_found');
    // The money rule of every path: in cover, not dated before the policy was bought.
    assertPayable({ effected_date: input.effected_date, today, policy: payableOf(policy) });
    let prerequisite: PremiumRow | undefined;
    if (input.prerequisite_guid) {
      prerequisite = await repo.get(tx, partner, input.prerequisite_guid);
      if (!prerequisite || prerequisite.policy_guid !== policy.guid)
        throw new AppError(400, 'invalid_input', {}, { prerequisite_guid: 'premium_prerequisite_not_found' });
      if (prerequisite.status !== 'recorded') throw unprocessable('premium_prerequisite_deleted');
      if ((input.payment_type ?? 'normal') === 'bundle' && prerequisite.payment_type !== 'normal')
        throw unprocessable('premium_bundle_needs_normal');
    }
    const duplicate = () => conflict('payment_duplicate_reference', { reference: input.mno_reference });
    if (await paymentsRepository.byReference(tx, partner, input.mno_reference)) throw duplicate();
    const type = input.payment_type ?? 'normal';
    const payment = await paymentsRepository.insert(tx, {
      partner_guid: partner,
      guid: uuidv7(),
      policy_guid: policy.guid,
      customer_guid: policy.customer_guid,
      amount_cents: input.amount_in_cents * input.quantity,
      effected_at: `${input.effected_date}T00:00:00Z`,
      mno_reference: input.mno_reference,
      status: 'succeeded',
      mno_status: 'premium',
      payment_type: type,
      channel: 'WebClient',
      created_by: actor.username,
    });
    if (!payment) throw duplicate();
    const row = await repo.insert(tx, {
      partner_guid: partner,
      guid: uuidv7(),
      policy_guid: policy.guid,
      customer_guid: policy.customer_guid,
      payment_guid: payment.guid,
      prerequisite_guid: prerequisite?.guid ?? null,
      amount_in_cents: input.amount_in_cents,
      quantity: input.quantity,
      granularity: policy.granularity,
      payment_type: type,
      bundle_kind: type === 'bundle' ? (input.bundle_kind ?? null) : null,
      payment_method: input.payment_method ?? null,
      mno_reference: input.mno_reference,
      effected_date: input.effected_date,
      created_by: actor.username,
    });
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'payment',
      entity_guid: payment.guid,
      action: 'premium',
      after: payment,
    });
    await queueEventSms(tx, partner, 'PAYMENT_RECEIVED', [payment]);
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'premium',
      entity_guid: row.guid,
      action,
      after: row,
    });
    await applyPolicyStanding(tx, actor, partner, policy.guid, today, { reason: `premium ${input.mno_reference}` });
    const product = await policiesRepository.product(tx, partner, policy.product_guid);
    return premiumOut(row, product);
  }

  return {
    list: (partner: string, q: { policy_guid: string; page: number; size: number }) =>
      scoped([partner], async (tx) => {
        if (!(await paymentsRepository.policy(tx, partner, q.policy_guid))) throw notFound('policy_not_found');
        const page = await repo.page(tx, partner, { ...q, policy: q.policy_guid });
        return { items: page.items.map(outOfJoined), count: page.count };
      }),

    /** The premiums of a customer's policies (for `premiums/customer/{msisdn}`), in the caller's transaction. */
    ofCustomer: async (tx: Executor, partner: string, customer: string) =>
      (await repo.page(tx, partner, { customer, page: 1, size: 500 })).items.map(outOfJoined),

    addSingleNonBundled: (actor: Actor, partner: string, input: SinglePremiumInput, key?: string) =>
      scoped([partner], async (tx) => {
        const scope = PREMIUM_SCOPES.single;
        return (
          await once(tx, { partner, scope, key, body: input }, () => add(tx, actor, partner, input, 'add_single'))
        ).result;
      }),

    addWithPrerequisite: (actor: Actor, partner: string, input: PrerequisitePremiumInput, key?: string) =>
      scoped([partner], async (tx) => {
        const scope = PREMIUM_SCOPES.prerequisite;
        return (
          await once(tx, { partner, scope, key, body: input }, () =>
            add(tx, actor, partner, input, 'add_with_prerequisite'),
          )
        ).result;
      }),

    remove: (actor: Actor, partner: string, guid: string) =>
      scoped([partner], async (tx) => {
        const before = await repo.get(tx, partner, guid, { forUpdate: true });
        if (!before) throw notFound('premium_not_found');
        if (before.status === 'deleted') throw conflict('premium_already_deleted');
        if ((await repo.dependants(tx, partner, guid)) > 0) throw conflict('premium_has_dependants');
        const after = await repo.markDeleted(tx, partner, guid, actor.username);
        const paymentBefore = await paymentsRepository.get(tx, partner, before.payment_guid, { forUpdate: true });
        if (paymentBefore && paymentBefore.status !== 'reversed') {
          const paymentAfter = await paymentsRepository.update(tx, partner, before.payment_guid, {
            status: 'reversed',
            mno_message: 'premium deleted',
          });
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'payment',
            entity_guid: before.payment_guid,
            action: 'reverse',
            before: paymentBefore,
            after: paymentAfter,
            reason: 'premium deleted',
          });
        }
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'premium',
          entity_guid: guid,
          action: 'delete',
          before,
          after,
        });
        await applyPolicyStanding(tx, actor, partner, before.policy_guid, todayIso(now()), {
          reason: `premium ${before.mno_reference} deleted`,
        });
        const policy = await paymentsRepository.policy(tx, partner, before.policy_guid);
        return premiumOut(
          after,
          policy ? await policiesRepository.product(tx, partner, policy.product_guid) : undefined,
        );
      }),
  };
}

const outOfJoined = (r: PremiumRow & { fixed_indemnity_amount: number; product_granularity: string }) => {
  const { fixed_indemnity_amount, product_granularity, ...row } = r;
  return premiumOut(row, { fixed_indemnity_amount, granularity: product_granularity });
};
