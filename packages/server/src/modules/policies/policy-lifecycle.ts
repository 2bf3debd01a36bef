import { POLICY_STATUSES, POLICY_TRANSITIONS, type PolicyStatus } from '@coverdesk/contract';
import { conflict } from '../../platform/http/errors.ts';

/**
 * The policy state machine: every status change of a policy goes through `assertTransition` (409 otherwise).
 *
 * | from \ to  | pending | active     | lapsed | suspended | cancelled | expired |
 * |------------|---------|------------|--------|-----------|-----------|---------|
 * | pending    | –       | activate   | –      | aml_hold  | cancel    | expire  |
 * | active     | revert  | –          | lapse  | aml_hold  | cancel    | expire  |
 * | lapsed     | revert  | reinstate  | –      | aml_hold  | cancel    | expire  |
 * | suspended  | resume  | resume     | resume | –         | cancel    | expire  |
 * | cancelled  | –       | –          | –      | –         | –         | –       |
 * | expired    | –       | –          | –      | –         | –         | –       |
 *
 * - activate: the premiums paid cover the first period(s) needed (eligibility threshold) → cover starts.
 * - lapse: the first unpaid day is more than the product's debit grace days ago.
 * - reinstate: the arrears are paid again within the grace days.
 * - revert: what was paid no longer reaches the eligibility threshold (a payment corrected to failed or reversed, a
 *   premium deleted, a debit collection reversed) → back to pending, cover stops until it is paid again.
 * - aml_hold: an AML flag suspends cover until compliance decides; resume (AML approved) returns the policy to
 *   the status its premiums give (pending, active or lapsed); AML rejected cancels it.
 * - cancel: by an agent (with a reason) or AML rejection; expire: the day after valid_until.
 * - cancelled and expired are final. A "transition" to the same status is not one and is refused.
 */
export { POLICY_TRANSITIONS };

export const FINAL_STATUSES: readonly PolicyStatus[] = ['cancelled', 'expired'];

export const canTransition = (from: PolicyStatus, to: PolicyStatus) => POLICY_TRANSITIONS[from].includes(to);

export function isPolicyStatus(s: string): s is PolicyStatus {
  return (POLICY_STATUSES as readonly string[]).includes(s);
}

/** Throws 409 `policy_transition_not_allowed` ("A policy that is X cannot become Y.") when the move is not allowed. */
export function assertTransition(from: string, to: PolicyStatus): void {
  if (!isPolicyStatus(from) || !canTransition(from, to)) throw conflict('policy_transition_not_allowed', { from, to });
}
