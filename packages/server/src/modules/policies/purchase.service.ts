import type { BuyInput, ComplexPurchaseInput, QuotationInput } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { out } from './policies.out.ts';
import { policiesRepository as repo } from './policies.repository.ts';
import { assertDates, assertEligible, benefitOfPolicy, premiumOfProduct } from './policy-eligibility.ts';
import { addDays, laterOf, paidUp, todayIso } from './policy-periods.ts';
import { applyPolicyStanding } from './policy-status.ts';
import './policies.messages.ts';

export type Clock = () => Date;

interface Offer {
  customer_guid: string;
  product_guid: string;
  start_date: string;
  premium_cents: number;
}

/**
 * The purchase rules inside a caller's transaction (eligibility, price, readable policy number, audit): the service
 * below and imports that buy policies for many rows (bulk policy onboarding) share them.
 */
export function purchaseSteps(now: Clock = () => new Date()) {
  /** Reads customer and product in the partner (404 when either is another partner's or missing) and checks the rules. */
  async function price(tx: Executor, partner: string, o: Offer) {
    assertDates(o.start_date, todayIso(now()));
    const customer = await repo.customer(tx, partner, o.customer_guid);
    if (!customer) throw notFound('customer_not_found');
    const product = await repo.product(tx, partner, o.product_guid);
    if (!product) throw notFound('product_not_found');
    assertEligible(customer, product, o.start_date);
    const premium = await premiumOfProduct(tx, product, o.premium_cents);
    return { customer, product, ...premium, benefit_cents: await benefitOfPolicy(tx, product, premium) };
  }

  async function policyNumber(tx: Executor, partner: string) {
    const year = now().getUTCFullYear();
    const code = (await repo.partnerCode(tx, partner)) ?? 'P';
    const seq = await repo.nextNumber(tx, partner, year);
    return `${code}-${year}-${String(seq).padStart(6, '0')}`;
  }

  async function buy(
    tx: Executor,
    actor: Actor,
    partner: string,
    o: Offer & {
      valid_until?: string | null;
      beneficiary?: BuyInput['beneficiary'];
      branch?: string | null;
      channel: string;
      quotation_guid?: string;
    },
  ) {
    assertDates(o.start_date, todayIso(now()), o.valid_until);
    const priced = await price(tx, partner, o);
    const policy = await repo.insert(tx, {
      partner_guid: partner,
      guid: uuidv7(),
      policy_number: await policyNumber(tx, partner),
      customer_guid: o.customer_guid,
      product_guid: o.product_guid,
      premium_cents: priced.premium_cents,
      granularity: priced.granularity,
      start_date: o.start_date,
      valid_until: o.valid_until ?? null,
      status: 'pending',
      beneficiary: o.beneficiary ?? null,
      additional_details: {
        channel: o.channel,
        ...(o.branch ? { branch: o.branch } : {}),
        ...(o.quotation_guid ? { quotation_guid: o.quotation_guid } : {}),
      },
      purchased_at: now().toISOString(),
    });
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'policy',
      entity_guid: policy.guid,
      action: 'purchase',
      after: policy,
    });
    return policy;
  }

  return { price, policyNumber, buy };
}

/** Quotations and purchases: eligibility, price, benefit, readable policy numbers. */
export function createPurchaseService(database: Database, now: Clock = () => new Date()) {
  const { price, buy } = purchaseSteps(now);
  return {
    createQuotation: (actor: Actor, partner: string, input: QuotationInput) =>
      database.scoped([partner], async (tx) => {
        const priced = await price(tx, partner, input);
        const row = await repo.insertQuotation(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          customer_guid: input.customer_guid,
          product_guid: input.product_guid,
          start_date: input.start_date,
          premium_cents: priced.premium_cents,
          granularity: priced.granularity,
          benefit_cents: priced.benefit_cents,
          status: 'open',
          created_by: actor.username,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'quotation',
          entity_guid: row.guid,
          action: 'create',
          after: row,
        });
        return row;
      }),

    quotationsOf: (partner: string, customer: string) =>
      database.scoped([partner], (tx) => repo.quotationsOf(tx, partner, customer)),

    changeQuotation: (
      actor: Actor,
      partner: string,
      input: { quotation_guid: string; product_guid?: string; start_date?: string; premium_cents?: number },
    ) =>
      database.scoped([partner], async (tx) => {
        const before = await repo.quotation(tx, partner, input.quotation_guid, { forUpdate: true });
        if (!before) throw notFound('quotation_not_found');
        if (before.status !== 'open') throw conflict('quotation_already_purchased');
        const offer = {
          customer_guid: before.customer_guid,
          product_guid: input.product_guid ?? before.product_guid,
          start_date: input.start_date ?? before.start_date,
          premium_cents: input.premium_cents ?? before.premium_cents,
        };
        const priced = await price(tx, partner, offer);
        const after = await repo.updateQuotation(tx, partner, before.guid, {
          product_guid: offer.product_guid,
          start_date: offer.start_date,
          premium_cents: priced.premium_cents,
          granularity: priced.granularity,
          benefit_cents: priced.benefit_cents,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'quotation',
          entity_guid: before.guid,
          action: 'change',
          before,
          after,
        });
        return after;
      }),

    /** A new premium choice for a pending policy: a purchased quotation records the price and the policy takes it. */
    updateQuotation: (actor: Actor, partner: string, input: { policy_guid: string; premium_cents: number }) =>
      database.scoped([partner], async (tx) => {
        const policy = await repo.get(tx, partner, input.policy_guid, { forUpdate: true });
        if (!policy) throw notFound('policy_not_found');
        if (policy.status !== 'pending') throw conflict('policy_not_pending');
        const priced = await price(tx, partner, {
          customer_guid: policy.customer_guid,
          product_guid: policy.product_guid,
          start_date: laterOf(policy.start_date, todayIso(now())),
          premium_cents: input.premium_cents,
        });
        const quotation = await repo.insertQuotation(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          customer_guid: policy.customer_guid,
          product_guid: policy.product_guid,
          policy_guid: policy.guid,
          start_date: policy.start_date,
          premium_cents: priced.premium_cents,
          granularity: priced.granularity,
          benefit_cents: priced.benefit_cents,
          status: 'purchased',
          created_by: actor.username,
        });
        const after = await repo.update(tx, partner, policy.guid, {
          premium_cents: priced.premium_cents,
          granularity: priced.granularity,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'policy',
          entity_guid: policy.guid,
          action: 'update_quotation',
          before: policy,
          after,
        });
        await applyPolicyStanding(tx, actor, partner, policy.guid, todayIso(now()));
        return quotation;
      }),

    buy: (actor: Actor, partner: string, input: BuyInput) =>
      database.scoped([partner], async (tx) => out(await buy(tx, actor, partner, input))),

    purchase: (actor: Actor, partner: string, input: ComplexPurchaseInput) =>
      database.scoped([partner], async (tx) => {
        const q = await repo.quotation(tx, partner, input.quotation_guid, { forUpdate: true });
        if (!q) throw notFound('quotation_not_found');
        if (q.status !== 'open') throw conflict('quotation_already_purchased');
        const policy = await buy(tx, actor, partner, {
          customer_guid: q.customer_guid,
          product_guid: q.product_guid,
          start_date: q.start_date,
          premium_cents: q.premium_cents,
          valid_until: input.valid_until,
          beneficiary: input.beneficiary,
          branch: input.branch,
          channel: 'WebClient',
          quotation_guid: q.guid,
        });
        const after = await repo.updateQuotation(tx, partner, q.guid, {
          status: 'purchased',
          policy_guid: policy.guid,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'quotation',
          entity_guid: q.guid,
          action: 'purchase',
          before: q,
          after,
        });
        return out(policy);
      }),

    /**
     * Whether a policy covers an event on a date: started, past the product's waiting period (accidents are not
     * exempted here: the claim type is not known yet), not cancelled or expired, and paid up to that date.
     */
    event: (partner: string, q: { customer_guid: string; policy_guid: string; event_date: string }) =>
      database.scoped([partner], async (tx) => {
        const policy = await repo.get(tx, partner, q.policy_guid);
        if (!policy || policy.customer_guid !== q.customer_guid) throw notFound('policy_not_found');
        const product = await repo.product(tx, partner, policy.product_guid);
        const waitingEnds = addDays(policy.start_date, product?.waiting_days ?? 0);
        const paid = paidUp(policy, await repo.paidCents(tx, partner, policy.guid));
        const cancelledOn = policy.cancelled_at?.slice(0, 10);
        const reason =
          q.event_date < policy.start_date
            ? 'not_started'
            : policy.status === 'cancelled' && cancelledOn && q.event_date >= cancelledOn
              ? 'cancelled'
              : policy.valid_until && q.event_date > policy.valid_until
                ? 'expired'
                : q.event_date < waitingEnds
                  ? 'waiting_period'
                  : q.event_date >= paid.paid_until
                    ? 'not_paid_up'
                    : policy.status === 'suspended'
                      ? 'not_in_force'
                      : null;
        return {
          customer_guid: policy.customer_guid,
          policy_guid: policy.guid,
          event_date: q.event_date,
          covered: reason === null,
          reason,
          waiting_period_ends: waitingEnds,
          benefit_cents: reason === null && product ? await benefitOfPolicy(tx, product, policy) : 0,
        };
      }),
  };
}
export type PurchaseService = ReturnType<typeof createPurchaseService>;
