import {
  CLAIM_TRANSITIONS,
  type ClaimAction,
  type ClaimStateView,
  type ClaimTransition,
  can,
  type Permission,
  transitionFor,
} from '@coverdesk/contract';
import { AppError, badRequest, conflict, forbidden, unprocessable } from '../../platform/http/errors.ts';

export { allowedActions, CLAIM_TRANSITIONS, transitionFor } from '@coverdesk/contract';

/** The permission each action needs (one per action across its rows of the transition table). */
export const ACTION_PERMISSION = Object.fromEntries(CLAIM_TRANSITIONS.map((t) => [t.action, t.permission])) as Record<
  ClaimAction,
  Permission
>;

/** The role check alone (403), done before anything about the claim is told. */
export function checkActionRole(action: ClaimAction, roles: readonly string[]) {
  if (!can(roles, ACTION_PERMISSION[action])) throw forbidden('claim_action_forbidden');
}

export interface TransitionCheck {
  claim: Omit<ClaimStateView, 'status'> & { status: string; approved_by: string | null };
  action: ClaimAction;
  user: { sub: string; roles: readonly string[] };
  reason: string | null | undefined;
  fourEyesPayment: boolean;
  /** The operator's reference sent with the action (needed where the transition requires it). */
  providerReference?: string | null;
}

/**
 * Checks an action against the claim state machine, in this order: the role (403), the status (409), the reason
 * and the operator's reference (400), four-eyes payment (422). Returns the transition to apply.
 */
export function checkTransition({
  claim,
  action,
  user,
  reason,
  fourEyesPayment,
  providerReference,
}: TransitionCheck): ClaimTransition {
  checkActionRole(action, user.roles);
  const t = transitionFor({ ...claim, status: claim.status as ClaimStateView['status'] }, action);
  if (!t) throw conflict('claim_action_not_allowed', { action, status: claim.status });
  if (t.reasonRequired && !reason?.trim()) {
    const fields: Record<string, string> = { reason: 'required' };
    if (t.referenceRequired && !providerReference?.trim()) fields.provider_reference = 'required';
    throw badRequest(fields, 'claim_reason_required');
  }
  if (t.referenceRequired && !providerReference?.trim())
    throw badRequest({ provider_reference: 'required' }, 'claim_reference_required');
  if (t.fourEyes && fourEyesPayment && claim.approved_by && claim.approved_by === user.sub)
    throw unprocessable('claim_four_eyes');
  return t;
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
