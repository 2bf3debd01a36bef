import { createHash } from 'node:crypto';
import { moneyRefusal, type PaymentRequest, type PaymentRequestInput } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { CollectionResult, WalletGateway } from '../../platform/wallet-gateway.ts';
import { applyPolicyStanding, todayIso } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { assertPayable, heldReasonOf, payableOf } from './payable-policy.ts';
import { type PaymentRequestRow, paymentRequestsRepository as repo } from './payment-requests.repository.ts';
import { paymentsRepository } from './payments.repository.ts';
import { holdUnallocated } from './unallocated.service.ts';
import './payments.messages.ts';
import { paymentRequestSettled } from '../../platform/metrics.ts';
import { checkAmounts } from '../configuration/index.ts';

/** The job that asks the wallet again about a request it answered `pending`. */
export const PAYMENT_REQUEST_POLL_QUEUE = 'payment_requests.poll';
/** Seconds between asks. */
export const PAYMENT_REQUEST_POLL_SECONDS = 30;

const out = (row: PaymentRequestRow): PaymentRequest => {
  const { idempotency_key: _k, request_hash: _h, ...rest } = row;
  return rest;
};
const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Direct payment requests through the mobile-wallet adapter (platform/wallet-gateway.ts). The request is recorded
 * `pending` (audited) and committed before the wallet is asked, so a repeat with the same Idempotency-Key finds it and
 * never asks twice. The wallet's answer is recorded in a second transaction: `succeeded` writes the payment (its MNO
 * reference is the wallet's, unique per partner) and moves the policy through `applyPolicyStanding`; `failed` keeps the
 * reason; `pending` is asked again by a job until it settles.
 */
export function createPaymentRequestsService(
  database: Database,
  gateway: WalletGateway,
  jobs: Pick<Jobs, 'send'>,
  now: () => Date = () => new Date(),
) {
  const scoped = database.scoped;

  async function settle(actor: Actor, partner: string, guid: string, result: CollectionResult) {
    let settledNow = false;
    const answer = await scoped([partner], async (tx) => {
      const before = await repo.get(tx, partner, guid, { forUpdate: true });
      if (!before) throw notFound('payment_request_not_found');
      if (before.status !== 'pending' || result.status === 'pending') {
        if (result.status === 'pending' && result.provider_reference && !before.provider_reference)
          return out(await repo.update(tx, partner, guid, { provider_reference: result.provider_reference }));
        return out(before);
      }
      settledNow = true;
      let payment_guid: string | null = null;
      let heldReason: string | null = null;
      if (result.status === 'succeeded') {
        // The money rule of every path: the wallet's money for a policy whose cover ended meanwhile is held as
        // unallocated money, never applied to it.
        const today = todayIso(now());
        const policy = await paymentsRepository.policy(tx, partner, before.policy_guid);
        const refused = policy && moneyRefusal({ effected_date: today, today, policy: payableOf(policy) });
        if (policy && refused?.hold) {
          heldReason = translate(heldReasonOf(refused), 'en', refused.params ?? {});
          await holdUnallocated(tx, actor, partner, [
            {
              mno_reference: result.provider_reference ?? `REQ-${before.guid}`,
              amount_cents: before.amount_cents,
              effected_date: today,
              payer_msisdn: before.msisdn,
              policy_number: policy.policy_number,
              reason: heldReasonOf(refused),
              reason_params: refused.params ?? null,
              source: 'payment_request',
            },
          ]);
        }
      }
      if (result.status === 'succeeded' && !heldReason) {
        const payment = await paymentsRepository.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          policy_guid: before.policy_guid,
          customer_guid: before.customer_guid,
          amount_cents: before.amount_cents,
          effected_at: now().toISOString(),
          mno_reference: result.provider_reference ?? `REQ-${before.guid}`,
          status: 'succeeded',
          mno_status: 'payment_request',
          payment_type: 'normal',
          channel: 'MobileWallet',
          created_by: before.created_by,
        });
        if (payment) {
          payment_guid = payment.guid;
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'payment',
            entity_guid: payment.guid,
            action: 'payment_request',
            after: payment,
          });
          await queueEventSms(tx, partner, 'PAYMENT_RECEIVED', [payment]);
        }
      }
      const after = await repo.update(tx, partner, guid, {
        status: result.status,
        provider_reference: result.provider_reference ?? before.provider_reference,
        failure_reason: result.failure_reason,
        payment_guid,
      });
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'payment_request',
        entity_guid: guid,
        action: result.status === 'succeeded' ? 'succeeded' : 'failed',
        before,
        after,
        reason: heldReason ?? result.failure_reason,
      });
      if (payment_guid)
        await applyPolicyStanding(tx, actor, partner, before.policy_guid, todayIso(now()), {
          reason: `payment request ${after.provider_reference}`,
        });
      return out(after);
    });
    if (settledNow) paymentRequestSettled(result.status);
    return answer;
  }

  async function ask(actor: Actor, partner: string, row: PaymentRequestRow, policyNumber: string) {
    const result = await gateway
      .collect({
        idempotency_key: row.guid,
        msisdn: row.msisdn,
        amount_cents: row.amount_cents,
        currency_code: row.currency_code,
        reference: policyNumber,
      })
      .catch(
        (err: unknown): CollectionResult => ({
          status: 'pending',
          provider_reference: null,
          failure_reason: err instanceof Error ? err.message : 'gateway error',
        }),
      );
    const settled = await settle(actor, partner, row.guid, result);
    if (settled.status === 'pending')
      await jobs.send(
        PAYMENT_REQUEST_POLL_QUEUE,
        { partner, guid: row.guid },
        { startAfter: PAYMENT_REQUEST_POLL_SECONDS, retryLimit: 20, retryDelay: PAYMENT_REQUEST_POLL_SECONDS },
      );
    return settled;
  }

  return {
    settle,

    async direct(actor: Actor, partner: string, input: PaymentRequestInput, key?: string): Promise<PaymentRequest> {
      const request_hash = hashOf(input);
      const started = await scoped([partner], async (tx) => {
        if (key) {
          const prior = await repo.byKey(tx, partner, key);
          if (prior) {
            if (prior.request_hash !== request_hash) throw unprocessable('idempotency_key_reused');
            return { replay: prior as PaymentRequestRow };
          }
        }
        await checkAmounts(tx, partner, { amount_cents: input.amount_cents });
        const ctx = await repo.policyContext(tx, partner, input.policy_guid);
        if (!ctx) throw notFound('policy_not_found');
        const { policy } = ctx;
        const today = todayIso(now());
        assertPayable({ effected_date: today, today, policy: payableOf(policy) });
        const row = await repo.insertOnce(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          policy_guid: policy.guid,
          customer_guid: policy.customer_guid,
          msisdn: ctx.msisdn,
          amount_cents: input.amount_cents,
          currency_code: ctx.currency_code,
          status: 'pending',
          idempotency_key: key ?? null,
          request_hash,
          created_by: actor.username,
        });
        if (!row) throw conflict('payment_request_in_progress');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'payment_request',
          entity_guid: row.guid,
          action: 'request',
          after: row,
        });
        return { row, policyNumber: policy.policy_number };
      });
      if ('replay' in started && started.replay) return out(started.replay);
      const { row, policyNumber } = started as { row: PaymentRequestRow; policyNumber: string };
      return ask(actor, partner, row, policyNumber);
    },

    list: (partner: string, q: { policy_guid: string; page: number; size: number }) =>
      scoped([partner], async (tx) => {
        if (!(await paymentsRepository.policy(tx, partner, q.policy_guid))) throw notFound('policy_not_found');
        const page = await repo.page(tx, partner, { ...q, policy: q.policy_guid });
        return { items: page.items.map(out), count: page.count };
      }),

    /** The poll job: asks the wallet about a pending request and records its answer (retried while still pending). */
    async poll(data: { partner: string; guid: string }) {
      const row = await scoped([data.partner], (tx) => repo.get(tx, data.partner, data.guid));
      if (row?.status !== 'pending') return;
      const result = row.provider_reference
        ? await gateway.status(row.provider_reference)
        : await gateway.collect({
            idempotency_key: row.guid,
            msisdn: row.msisdn,
            amount_cents: row.amount_cents,
            currency_code: row.currency_code,
            reference: row.guid,
          });
      const settled = await settle(SYSTEM_ACTOR, data.partner, data.guid, result);
      if (settled.status === 'pending') throw new Error('payment request still pending');
    },
  };
}
