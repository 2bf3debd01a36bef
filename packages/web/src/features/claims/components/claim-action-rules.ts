import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import { allowedActions, type ClaimAction, transitionFor } from '@coverdesk/contract/claims/claim-transitions';
import type { Permission } from '@coverdesk/contract/permissions';

/** Actions that move money: always confirmed. */
export const MONEY_ACTIONS: ReadonlySet<ClaimAction> = new Set([
  'pay',
  'retry_payment',
  'mark_paid',
  'mark_unpaid',
  'mark_payment_succeeded',
  'reopen_exgratia',
]);
/** Actions that end or undo a decision: always confirmed. */
export const DESTRUCTIVE_ACTIONS: ReadonlySet<ClaimAction> = new Set([
  'reject',
  'discard',
  'reverse_decision',
  'fail_confirm',
  'mark_payment_failed',
]);
/** Decisions confirmed with what they commit to (approve: the benefit that will be paid). */
export const DECISION_ACTIONS: ReadonlySet<ClaimAction> = new Set(['approve']);
/** Actions safe to take straight from a work queue (no reason, no money, nothing destroyed). */
export const LIST_SAFE_ACTIONS: ReadonlySet<ClaimAction> = new Set(['approve', 'confirm_rejection', 'revert_expired']);

export interface ActionContext {
  permissions: ReadonlySet<Permission>;
  /** The signed-in user's id (the token's `sub`). */
  userId: string | undefined;
  fourEyes: boolean;
}

/**
 * What this user may do with this claim now: the contract's state machine (allowedActions), the permission each
 * transition needs, and four-eyes payment (the approver may not take the money-moving ones).
 */
export function actionsFor(
  claim: Pick<Claim, 'status' | 'decision' | 'payment_status' | 'approved_by'>,
  ctx: ActionContext,
) {
  return allowedActions(claim).filter((action) => {
    const t = transitionFor(claim, action);
    if (!t || !ctx.permissions.has(t.permission)) return false;
    if (t.fourEyes && ctx.fourEyes && ctx.userId && claim.approved_by === ctx.userId) return false;
    return true;
  });
}

/**
 * Why an action the state machine allows would still be refused by the rules (the server answers 422), as a locale
 * key of the claims namespace; undefined when nothing stands in the way. Approving needs a benefit to pay.
 */
export const refusalOf = (claim: Pick<Claim, 'benefit_amount_cents'>, action: ClaimAction) =>
  action === 'approve' && (claim.benefit_amount_cents ?? 0) <= 0 ? 'refusals.approvePaysNothing' : undefined;

/** The operator's reference is required (marking a failed payout succeeded). */
export const referenceRequired = (claim: Pick<Claim, 'status' | 'decision' | 'payment_status'>, action: ClaimAction) =>
  transitionFor(claim, action)?.referenceRequired ?? false;

export const reasonRequired = (claim: Pick<Claim, 'status' | 'decision' | 'payment_status'>, action: ClaimAction) =>
  transitionFor(claim, action)?.reasonRequired ?? false;

/** Whether the action needs a dialog (a reason, or a confirmation) rather than a single click. */
export const needsDialog = (claim: Pick<Claim, 'status' | 'decision' | 'payment_status'>, action: ClaimAction) =>
  reasonRequired(claim, action) ||
  MONEY_ACTIONS.has(action) ||
  DESTRUCTIVE_ACTIONS.has(action) ||
  DECISION_ACTIONS.has(action);
