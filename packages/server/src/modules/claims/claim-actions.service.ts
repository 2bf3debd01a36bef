import type { ClaimAction, ClaimDetail } from '@coverdesk/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { type ActionBody, applyClaimAction } from './claim-action-apply.ts';
import { detailOf } from './claim-view.ts';
import { claimsRepository } from './claims.repository.ts';
import type { Caller } from './claims.service.ts';
import { payoutsRepository } from './payouts/payouts.repository.ts';
import type { PayoutsService } from './payouts/payouts.service.ts';

export interface ActionOptions {
  idempotencyKey?: string;
  /** The operator's reference when an outcome is recorded. */
  providerReference?: string | null;
}

/** Every claim action goes through here: the state machine, the version check, the effect and the audit event. */
export function createClaimActionsService(database: Database, payouts: PayoutsService) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  async function perform(
    caller: Caller,
    partner: string,
    guid: string,
    action: ClaimAction,
    body: ActionBody,
    opts: ActionOptions = {},
  ): Promise<ClaimDetail> {
    if (action === 'pay' || action === 'retry_payment')
      return payouts.pay(caller, partner, guid, { action, version: body.version, idempotencyKey: opts.idempotencyKey });
    return scoped(partner, async (tx) => {
      const row = await claimsRepository.get(tx, partner, guid);
      if (!row) throw notFound();
      const updated = await applyClaimAction(tx, caller, row, action, body, opts);
      return detailOf(tx, updated, caller.lang);
    });
  }

  return {
    perform,

    /** Retries a failed payout once: the failed transaction is the idempotency key. */
    async retryFailed(caller: Caller, partner: string, transactionGuid: string, version: number, key?: string) {
      const found = await scoped(partner, async (tx) => {
        const txn = await payoutsRepository.get(tx, partner, transactionGuid);
        if (!txn) throw notFound();
        // The latest payout is read before the key: a concurrent retry that commits in between is then seen as a
        // repeat (its key row exists) rather than as a newer payout that makes this one "not the latest".
        const latest = await payoutsRepository.latestForClaim(tx, partner, txn.claim_guid);
        const repeat = await payoutsRepository.byKey(tx, partner, key ? `key:${key}` : `retry:${txn.guid}`);
        return { txn, repeat, latest };
      });
      const { txn, repeat, latest } = found;
      // A repeat of a retry already made replays its first answer (payouts.pay finds the key).
      if (!repeat && (txn.status !== 'failed' || latest?.guid !== txn.guid)) throw conflict('payout_not_retryable');
      return payouts.pay(caller, partner, txn.claim_guid, {
        action: 'retry_payment',
        version,
        idempotencyKey: key,
        retryOf: txn.guid,
      });
    },

    /** The operator's outcome of a payout moves the claim (mark payment succeeded or failed). */
    async outcome(
      caller: Caller,
      partner: string,
      b: {
        transaction_guid: string;
        outcome: 'success' | 'failure';
        reason: string | null;
        provider_reference: string | null;
        version: number;
      },
    ) {
      const { txn, latest } = await scoped(partner, async (tx) => {
        const txn = await payoutsRepository.get(tx, partner, b.transaction_guid);
        if (!txn) throw notFound();
        return { txn, latest: await payoutsRepository.latestForClaim(tx, partner, txn.claim_guid) };
      });
      if (latest?.guid !== txn.guid || !['pending', 'failed'].includes(txn.status))
        throw conflict('payout_outcome_not_allowed');
      return perform(
        caller,
        partner,
        txn.claim_guid,
        b.outcome === 'success' ? 'mark_payment_succeeded' : 'mark_payment_failed',
        { version: b.version, reason: b.reason },
        { providerReference: b.provider_reference },
      );
    },

    /** Applies one action to many claims, each on its own: the answer lists which succeeded and why others failed. */
    async bulk(
      caller: Caller,
      partner: string,
      action: ClaimAction,
      items: { guid: string; version: number }[],
      reason: string | null,
      check?: (tx: Executor, guid: string) => Promise<void>,
    ) {
      const succeeded: { guid: string; version: number }[] = [];
      const failed: { guid: string; code: string; message: string }[] = [];
      for (const item of items) {
        try {
          if (check) await scoped(partner, (tx) => check(tx, item.guid));
          const r = await perform(caller, partner, item.guid, action, { version: item.version, reason });
          succeeded.push({ guid: item.guid, version: r.version });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          failed.push({ guid: item.guid, code: e.key, message: translate(e.key, caller.lang, e.params) });
        }
      }
      return { succeeded, failed };
    },
  };
}
export type ClaimActionsService = ReturnType<typeof createClaimActionsService>;
