import type { ClaimAction, ClaimActionBody } from '@coverdesk/contract';
import { audit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, unprocessable } from '../../platform/http/errors.ts';
import { checkAmounts } from '../configuration/index.ts';
import { type EventSmsCode, queueEventSms } from '../sms/index.ts';
import { today } from './claim-dates.ts';
import { type ClaimSettings, claimSettingsFor, dueDateOf } from './claim-settings.ts';
import { checkActionRole, checkTransition } from './claim-state-machine.ts';
import { type StoredAssessment, stateOf } from './claim-view.ts';
import { type ClaimPatch, type ClaimRow, claimsRepository } from './claims.repository.ts';
import type { Caller } from './claims.service.ts';
import { payoutsRepository } from './payouts/payouts.repository.ts';

/** An action's body as the services pass it (the operator's reference is only given where it is needed). */
export type ActionBody = Omit<ClaimActionBody, 'provider_reference'> & { provider_reference?: string | null };

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
      await checkAmounts(tx, row.partner_guid, { amount_cents: body.amount_cents });
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

/**
 * One non-payout action on a claim read in this transaction: the role (403), the version (409), the state machine
 * (409, reason 400, four-eyes 422), the effect and its audit event. Answers the updated row.
 */
export async function applyClaimAction(
  tx: Executor,
  caller: Caller,
  row: ClaimRow,
  action: ClaimAction,
  body: ActionBody,
  opts: { providerReference?: string | null } = {},
): Promise<ClaimRow> {
  const partner = row.partner_guid;
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
  const updated = await claimsRepository.updateVersioned(tx, partner, row.guid, body.version, patch);
  if (!updated) throw conflict('claim_stale');
  if (action === 'mark_payment_failed' || action === 'mark_payment_succeeded') {
    const latest = await payoutsRepository.latestForClaim(tx, partner, row.guid);
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
    entity_guid: row.guid,
    action,
    before: stateOf(row),
    after: stateOf(updated),
    reason: body.reason ?? null,
  });
  const sms = ACTION_SMS[action];
  if (sms) await queueEventSms(tx, partner, sms, [updated]);
  return updated;
}

/** The actions that tell the customer: a decision (approval, ex gratia approval, rejection) and a payment made. */
const ACTION_SMS: Partial<Record<ClaimAction, EventSmsCode>> = {
  approve: 'CLAIM_APPROVED',
  reopen_exgratia: 'CLAIM_APPROVED',
  reject: 'CLAIM_REJECTED',
  mark_paid: 'CLAIM_PAID',
  mark_payment_succeeded: 'CLAIM_PAID',
};
