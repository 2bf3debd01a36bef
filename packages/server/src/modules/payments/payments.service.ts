import {
  type MissingPaymentInput,
  normaliseMsisdn,
  type PaymentCorrectionInput,
  type Premium,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { checkAmounts, partnerConfigsRepository, readConfig } from '../configuration/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { applyPolicyStanding, type PolicyRow, paidUp, policiesRepository, todayIso } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { once } from './idempotency.ts';
import { assertPayable, payableOf } from './payable-policy.ts';
import { paymentsRepository as repo } from './payments.repository.ts';
import './payments.messages.ts';

/**
 * The partner's minimum for a missing payment, in whole currency units (the partners module's config reader, so a
 * partner never configured gets SPEC's 100). The amount entered must be greater than it.
 */
export async function missingPaymentMinimum(tx: Executor, partner: string): Promise<number> {
  return readConfig('config', await partnerConfigsRepository.get(tx, partner, 'config')).minimum_missing_payment_amount;
}

/** The MSISDN as stored for the partner's country (the customers module's normaliser), or null when invalid. */
export async function msisdnKey(tx: Executor, partner: string, msisdn: string): Promise<string | null> {
  return normaliseMsisdn(msisdn, await phoneCountryOf(tx, partner));
}

export const MISSING_PAYMENT_SCOPE = 'POST /api/payments';

/**
 * Records money typed by hand (a missing payment, a match of unallocated money) on a policy: the money rule first
 * (`assertPayable`: the effected date neither ahead of today nor before the policy was bought, the policy in cover —
 * 4xx otherwise, nothing written), an MNO reference never seen for the partner (409), then the payment with its audit
 * event and SMS, and the policy's standing through `applyPolicyStanding` (pending → active once the premium is
 * covered, lapsed → active once arrears are paid). In the caller's transaction.
 */
export async function recordPayment(
  tx: Executor,
  actor: Actor,
  partner: string,
  today: string,
  input: {
    policy: PolicyRow;
    amount_cents: number;
    effected_date: string;
    mno_reference: string;
    mno_status: string;
    action: string;
    reason?: string;
  },
) {
  const { policy } = input;
  assertPayable({ effected_date: input.effected_date, today, policy: payableOf(policy) });
  const duplicate = () => conflict('payment_duplicate_reference', { reference: input.mno_reference });
  if (await repo.byReference(tx, partner, input.mno_reference)) throw duplicate();
  const row = await repo.insert(tx, {
    partner_guid: partner,
    guid: uuidv7(),
    policy_guid: policy.guid,
    customer_guid: policy.customer_guid,
    amount_cents: input.amount_cents,
    effected_at: `${input.effected_date}T00:00:00Z`,
    mno_reference: input.mno_reference,
    status: 'succeeded',
    mno_status: input.mno_status,
    payment_type: 'normal',
    channel: 'WebClient',
    created_by: actor.username,
  });
  // A concurrent insert of the same reference committed first: the unique key kept it to one row.
  if (!row) throw duplicate();
  await audit(tx, actor, {
    partner_guid: partner,
    entity_type: 'payment',
    entity_guid: row.guid,
    action: input.action,
    after: row,
    reason: input.reason ?? null,
  });
  await queueEventSms(tx, partner, 'PAYMENT_RECEIVED', [row]);
  await applyPolicyStanding(tx, actor, partner, policy.guid, today, {
    reason: input.reason ?? `payment ${input.mno_reference}`,
  });
  return row;
}

export function createPaymentsService(
  database: Database,
  now: () => Date = () => new Date(),
  premiums?: { ofCustomer(tx: Executor, partner: string, customer: string): Promise<Premium[]> },
) {
  const scoped = database.scoped;
  return {
    async get(partner: string, guid: string) {
      const row = await scoped([partner], (tx) => repo.get(tx, partner, guid));
      if (!row) throw notFound('payment_not_found');
      return row;
    },

    byPolicy: (partner: string, q: { policy_guid: string; page: number; size: number }) =>
      scoped([partner], async (tx) => {
        if (!(await repo.policy(tx, partner, q.policy_guid))) throw notFound('policy_not_found');
        return repo.page(tx, partner, { ...q, policy: q.policy_guid });
      }),

    ofCustomer: (partner: string, customer: string, q: { page: number; size: number }) =>
      scoped([partner], async (tx) => {
        if (!(await repo.customerExists(tx, partner, customer))) throw notFound('customer_not_found');
        return repo.page(tx, partner, { ...q, customer });
      }),

    /** The path partner must be one of the caller's (403) and the selected partner (400). */
    statusSummary: async (
      partner: string,
      pathPartner: string,
      callerPartners: readonly string[],
      range: { from?: string; to?: string } = {},
    ) => {
      const path = pathPartner.toLowerCase();
      if (!callerPartners.includes(path)) throw forbidden('partner_forbidden');
      if (path !== partner) throw badRequest({ partner: 'partner_path_mismatch' });
      // One statement on the scoped reader (row-level security sees only the partner), already by day then status.
      const rows = await database.reader.query<{ day: string; status: string; count: number; amount_cents: string }>(
        [partner],
        repo.statusStatement(partner, range),
      );
      // Sums as BigInt, answered as decimal strings: exact however many payments they add up.
      const totals = new Map<string, { status: string; count: number; amount_cents: bigint }>();
      for (const d of rows) {
        const s = totals.get(d.status) ?? { status: d.status, count: 0, amount_cents: 0n };
        s.count += d.count;
        s.amount_cents += BigInt(d.amount_cents);
        totals.set(d.status, s);
      }
      const sorted = [...totals.values()].sort((a, b) => a.status.localeCompare(b.status));
      const items = sorted.map((i) => ({ ...i, amount_cents: i.amount_cents.toString() }));
      return {
        partner_guid: partner,
        from: range.from ?? null,
        to: range.to ?? null,
        by_day: rows,
        items,
        total_count: items.reduce((n, i) => n + i.count, 0),
        total_amount_cents: sorted.reduce((n, i) => n + i.amount_cents, 0n).toString(),
      };
    },

    premiumsOfCustomer: (partner: string, msisdn: string) =>
      scoped([partner], async (tx) => {
        const key = await msisdnKey(tx, partner, msisdn);
        if (!key) throw badRequest({ msisdn: 'phone_invalid' });
        const customer = await repo.customerByMsisdn(tx, partner, key);
        if (!customer) throw notFound('customer_not_found');
        const list = await repo.policiesOf(tx, partner, customer.guid);
        const policies = [];
        for (const p of list) {
          const up = paidUp(p, await policiesRepository.paidCents(tx, partner, p.guid));
          policies.push({
            policy_guid: p.guid,
            policy_number: p.policy_number,
            status: p.status,
            premium_cents: p.premium_cents,
            granularity: p.granularity,
            paid_cents: up.paid_cents,
            paid_until: up.paid_until,
          });
        }
        const payments = await repo.page(tx, partner, { customer: customer.guid, page: 1, size: 500 });
        return {
          customer_guid: customer.guid,
          msisdn: customer.msisdn,
          policies,
          payments: payments.items,
          premiums: premiums ? await premiums.ofCustomer(tx, partner, customer.guid) : [],
        };
      }),

    /**
     * Corrects a payment (status, MNO status and message) with a reason, audited before → after; refunds are not
     * corrected here. The policy's standing follows what is now paid (`applyPolicyStanding`).
     */
    correct: (actor: Actor, partner: string, guid: string, input: PaymentCorrectionInput) =>
      scoped([partner], async (tx) => {
        const before = await repo.get(tx, partner, guid, { forUpdate: true });
        if (!before) throw notFound('payment_not_found');
        if (before.payment_type === 'refund') throw conflict('payment_refund_not_correctable');
        const after = await repo.update(tx, partner, guid, {
          status: input.status,
          ...(input.mno_status !== undefined ? { mno_status: input.mno_status } : {}),
          ...(input.mno_message !== undefined ? { mno_message: input.mno_message } : {}),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'payment',
          entity_guid: guid,
          action: 'correct',
          before,
          after,
          reason: input.reason,
        });
        await applyPolicyStanding(tx, actor, partner, before.policy_guid, todayIso(now()), {
          reason: `payment ${before.mno_reference} corrected: ${input.reason}`,
        });
        return after;
      }),

    /**
     * A missing payment (SPEC §5): amount above the partner's minimum, then `recordPayment` (the money rule, a
     * reference never seen, the payment and the policy's standing). With an Idempotency-Key header a repeat replays
     * the answer.
     */
    createMissing: (actor: Actor, partner: string, input: MissingPaymentInput, key?: string) =>
      scoped([partner], async (tx) => {
        const { result } = await once(tx, { partner, scope: MISSING_PAYMENT_SCOPE, key, body: input }, async () => {
          await checkAmounts(tx, partner, { amount_cents: input.amount_cents });
          const min = await missingPaymentMinimum(tx, partner);
          if (input.amount_cents <= min * 100)
            throw new AppError(400, 'invalid_input', { min }, { amount_cents: 'payment_amount_min' });
          const policy = await repo.policy(tx, partner, input.policy_guid);
          if (!policy) throw notFound('policy_not_found');
          return recordPayment(tx, actor, partner, todayIso(now()), {
            policy,
            amount_cents: input.amount_cents,
            effected_date: input.effected_date,
            mno_reference: input.mno_reference,
            mno_status: 'missing_payment',
            action: 'missing_payment',
          });
        });
        return result;
      }),
  };
}
