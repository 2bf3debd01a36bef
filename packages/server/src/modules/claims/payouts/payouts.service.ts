import { createHash } from 'node:crypto';
import type { ClaimDetail } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { audit } from '../../../platform/audit.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { conflict, notFound, unprocessable } from '../../../platform/http/errors.ts';
import { payoutAnswered } from '../../../platform/metrics.ts';
import type { PayoutGateway, PayoutResult } from '../../../platform/payout-gateway.ts';
import { checkAmounts } from '../../configuration/index.ts';
import { queueEventSms } from '../../sms/index.ts';
import { claimSettingsFor } from '../claim-settings.ts';
import { checkActionRole, checkTransition } from '../claim-state-machine.ts';
import { detailOf, payoutMsisdnOf, stateOf } from '../claim-view.ts';
import { claimsRepository } from '../claims.repository.ts';
import type { Caller } from '../claims.service.ts';
import { type PayoutRow, payoutsRepository } from './payouts.repository.ts';

export interface PayRequest {
  action: 'pay' | 'retry_payment';
  version: number;
  /** The caller's Idempotency-Key header, if any. */
  idempotencyKey?: string;
  /** The failed transaction a retry replaces. */
  retryOf?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claim payouts through the mobile-money gateway. A payout is recorded (pending) and the claim marked pending in one
 * transaction before the gateway is called, so a repeated request (same idempotency key) finds it and replays the first
 * answer, and a concurrent one (same version) is refused as stale: a claim is never paid twice.
 */
export function createPayoutsService(database: Database, gateway: PayoutGateway) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  /** The first answer to this key: waits while the first request is still with the gateway. */
  async function replay(partner: string, claimGuid: string, key: string, hash: string | null): Promise<ClaimDetail> {
    for (let i = 0; i < 100; i++) {
      const t = await scoped(partner, (tx) => payoutsRepository.byKey(tx, partner, key));
      if (!t) break;
      // The same key for another claim, action or version is another request: refused, never the first answer.
      if (t.claim_guid !== claimGuid || (hash && t.request_hash && t.request_hash !== hash))
        throw unprocessable('idempotency_key_reused');
      if (t.response) return t.response as ClaimDetail;
      await sleep(100);
    }
    throw conflict('payout_in_progress');
  }

  async function record(caller: Caller, partner: string, txn: PayoutRow, result: PayoutResult) {
    return scoped(partner, async (tx) => {
      await payoutsRepository.update(tx, partner, txn.guid, {
        status: result.status,
        provider_reference: result.provider_reference,
        failure_reason: result.failure_reason,
      });
      let row = (await claimsRepository.get(tx, partner, txn.claim_guid))!;
      if (result.status !== 'pending' && row.payment_status === 'pending') {
        const before = row;
        const ok = result.status === 'succeeded';
        const updated = await claimsRepository.updateVersioned(tx, partner, row.guid, row.version, {
          status: ok ? 'closed' : 'payable',
          payment_status: ok ? 'succeeded' : 'failed',
          payment_failure_reason: ok ? null : result.failure_reason,
          closed_at: ok ? new Date().toISOString() : null,
        });
        if (!updated) throw conflict('claim_stale');
        row = updated;
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim',
          entity_guid: row.guid,
          action: ok ? 'payout_succeeded' : 'payout_failed',
          before: stateOf(before),
          after: { ...stateOf(row), transaction_guid: txn.guid, provider_reference: result.provider_reference },
          reason: result.failure_reason,
        });
        if (ok) await queueEventSms(tx, partner, 'CLAIM_PAID', [row]);
      }
      const detail = await detailOf(tx, row, caller.lang);
      await payoutsRepository.update(tx, partner, txn.guid, { response: detail, response_status: 200 });
      return detail;
    });
  }

  return {
    async pay(caller: Caller, partner: string, claimGuid: string, req: PayRequest): Promise<ClaimDetail> {
      const key = req.idempotencyKey
        ? `key:${req.idempotencyKey}`
        : req.retryOf
          ? `retry:${req.retryOf}`
          : `${req.action}:${claimGuid}:v${req.version}`;
      const request_hash = req.idempotencyKey
        ? createHash('sha256')
            .update(JSON.stringify({ claim: claimGuid, action: req.action, version: req.version }))
            .digest('hex')
        : null;
      const started = await scoped(partner, async (tx) => {
        // The claim is read before the key: if a concurrent first request committed in between, its key is seen.
        const row = await claimsRepository.get(tx, partner, claimGuid);
        if (!row) throw notFound();
        if (await payoutsRepository.byKey(tx, partner, key)) return { replay: true as const };
        checkActionRole(req.action, caller.roles);
        if (row.version !== req.version) throw conflict('claim_stale');
        const settings = await claimSettingsFor(tx, partner);
        checkTransition({
          claim: row,
          action: req.action,
          user: { sub: caller.actor.sub, roles: caller.roles },
          reason: null,
          fourEyesPayment: settings.four_eyes_payment,
        });
        const amount = row.benefit_amount_cents ?? 0;
        if (amount <= 0) throw unprocessable('payout_no_amount');
        await checkAmounts(tx, partner, { benefit_amount_cents: amount });
        const ctx = (await claimsRepository.policyContext(tx, partner, row.policy_guid))!;
        const msisdn = payoutMsisdnOf(row.type, ctx.customer);
        const previous = await payoutsRepository.latestForClaim(tx, partner, claimGuid);
        const txn = await payoutsRepository.insertOnce(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          claim_guid: claimGuid,
          msisdn,
          amount_cents: amount,
          currency_code: ctx.currency_code,
          idempotency_key: key,
          request_hash,
          status: 'pending',
          retry_of_guid: req.action === 'retry_payment' ? (req.retryOf ?? previous?.guid ?? null) : null,
          requested_by: caller.actor.sub,
        });
        if (!txn) return { replay: true as const };
        const updated = await claimsRepository.updateVersioned(tx, partner, claimGuid, req.version, {
          payment_status: 'pending',
          payment_failure_reason: null,
        });
        if (!updated) throw conflict('claim_stale');
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim',
          entity_guid: claimGuid,
          action: req.action,
          before: stateOf(row),
          after: { ...stateOf(updated), transaction_guid: txn.guid, amount_cents: amount },
        });
        return { replay: false as const, txn, reference: row.claim_reference };
      });
      if (started.replay) return replay(partner, claimGuid, key, request_hash);
      const { txn } = started;
      const result = await gateway
        .send({
          idempotency_key: txn.guid,
          msisdn: txn.msisdn,
          amount_cents: txn.amount_cents,
          currency_code: txn.currency_code,
          reference: started.reference,
        })
        // The gateway did not answer: the payout stays pending until the operator reports its outcome.
        .catch((): PayoutResult => ({ status: 'pending', provider_reference: null, failure_reason: null }));
      const detail = await record(caller, partner, txn, result);
      payoutAnswered(result.status);
      return detail;
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
