import type { ClaimAction, ClaimActionBody, ClaimDetail } from '@coverdesk/contract';
import { audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { today } from './claim-dates.ts';
import { type ClaimSettings, claimSettingsFor } from './claim-settings.ts';
import { checkActionRole, checkTransition } from './claim-state-machine.ts';
import { detailOf, type StoredAssessment, stateOf } from './claim-view.ts';
import { type ClaimPatch, type ClaimRow, claimsRepository } from './claims.repository.ts';
import { type Caller, dueDateOf } from './claims.service.ts';
import { payoutsRepository } from './payouts/payouts.repository.ts';
import type { PayoutsService } from './payouts/payouts.service.ts';

/** An action's body as the services pass it (the operator's reference is only given where it is needed). */
type ActionBody = Omit<ClaimActionBody, 'provider_reference'> & { provider_reference?: string | null };

const now = () => new Date().toISOString();
const backToDocuments = (row: ClaimRow) => (row.documents_complete ? 'decision_pending' : 'open');

/** The change an allowed action makes to a claim (the state machine has already said it may happen). */
async function effectOf(
  tx: Executor,
  row: ClaimRow,
  action: ClaimAction,
  body: ActionBody,
  caller: Caller,
  settings: ClaimSettings,
): Promise<ClaimPatch> {
  const reason = body.reason?.trim() || null;
  switch (action) {
    case 'approve':
      if ((row.benefit_amount_cents ?? 0) <= 0) throw unprocessable('claim_benefit_zero');
      return { status: 'approved_pending', decision: 'approved', approved_by: caller.actor.sub, decided_at: now() };
    case 'reject':
      if (!(await claimsRepository.rejectionReasonAllowed(tx, row.partner_guid, reason!)))
        throw badRequest({ reason: 'rejection_reason_unknown' }, 'rejection_reason_unknown');
      return { status: 'closed', decision: 'rejected', rejection_reason: reason, decided_at: now(), closed_at: now() };
    case 'confirm_rejection':
      return { decision: 'rejection_confirmed', decided_at: now() };
    case 'revert_rejection':
      return {
        status: backToDocuments(row),
        decision: null,
        rejection_reason: null,
        decided_at: null,
        closed_at: null,
      };
    case 'reopen_exgratia': {
      const amount =
        body.amount_cents ?? ((row.benefit_amount_cents ?? 0) > 0 ? row.benefit_amount_cents! : row.claim_amount_cents);
      if (amount <= 0) throw unprocessable('claim_benefit_zero');
      return {
        status: 'approved_pending',
        decision: 'exgratia',
        approved_by: caller.actor.sub,
        benefit_amount_cents: amount,
        decided_at: now(),
        closed_at: null,
      };
    }
    case 'reverse_decision':
      return {
        status: 'decision_pending',
        decision: null,
        approved_by: null,
        decided_at: null,
        benefit_amount_cents:
          (row.assessment as StoredAssessment | null)?.benefit_amount_cents ?? row.benefit_amount_cents,
      };
    case 'mark_unpaid':
      return { status: 'payable', payment_status: null, closed_at: null };
    case 'mark_paid':
      return { status: 'closed', payment_status: 'paid_manually', closed_at: now() };
    case 'mark_payment_failed':
      return { payment_status: 'failed', payment_failure_reason: reason };
    case 'mark_payment_succeeded':
      return { status: 'closed', payment_status: 'succeeded', payment_failure_reason: null, closed_at: now() };
    case 'fail_confirm':
      return { status: 'closed', payment_failure_reason: reason, closed_at: now() };
    case 'discard':
      return { status: 'closed', decision: 'discarded', decided_at: now(), closed_at: now() };
    case 'revert_expired':
      return {
        status: backToDocuments(row),
        documents_due_date: row.documents_complete ? null : dueDateOf(settings, today()),
      };
    default:
      throw new Error(`no effect for ${action}`);
  }
}

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
      checkActionRole(action, caller.roles);
      if (row.version !== body.version) throw conflict('claim_stale');
      const settings = await claimSettingsFor(tx, partner);
      checkTransition({
        claim: row,
        action,
        user: { sub: caller.actor.sub, roles: caller.roles },
        reason: body.reason,
        fourEyesPayment: settings.four_eyes_payment,
        providerReference: opts.providerReference ?? body.provider_reference,
      });
      const patch = await effectOf(tx, row, action, body, caller, settings);
      const updated = await claimsRepository.updateVersioned(tx, partner, guid, body.version, patch);
      if (!updated) throw conflict('claim_stale');
      if (action === 'mark_payment_failed' || action === 'mark_payment_succeeded') {
        const latest = await payoutsRepository.latestForClaim(tx, partner, guid);
        if (latest)
          await payoutsRepository.update(tx, partner, latest.guid, {
            status: action === 'mark_payment_failed' ? 'failed' : 'succeeded',
            failure_reason: action === 'mark_payment_failed' ? (body.reason ?? null) : null,
            ...((opts.providerReference ?? body.provider_reference)
              ? { provider_reference: opts.providerReference ?? body.provider_reference }
              : {}),
          });
      }
      await audit(tx, caller.actor, {
        partner_guid: partner,
        entity_type: 'claim',
        entity_guid: guid,
        action,
        before: stateOf(row),
        after: stateOf(updated),
        reason: body.reason ?? null,
      });
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
