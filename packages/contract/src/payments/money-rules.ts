/**
 * Whether money may be applied to a policy: the one rule of every money path (a payment typed by hand, a premium, a
 * bulk payment file, a group payment, a match of unallocated money). Pure: the server gives it the facts it read.
 *
 * Checked in this order, the first that holds answers:
 * 1. `payment_transfer_failed` — the operator's status says the transfer did not happen (FAILED_MNO_STATUSES): there
 *    is no money; the line is refused with this reason, nothing is recorded (its reference stays free for the retry
 *    that succeeds).
 * 2. `payment_date_future` — the effected date is after today.
 * 3. `bulk_policy_not_found` — no policy has the number given: the money is held as unallocated money.
 * 4. `policy_not_payable` — the policy is out of cover: cancelled, expired, or past its end date (`valid_until`,
 *    whatever its status says: a lapsed policy whose cover ended is not paid back into force). The money is held as
 *    unallocated money, never applied.
 * 5. `payment_date_before_policy` — the effected date is before the day the policy was bought (UTC). There is no
 *    backdating rule: a premium cannot have been paid for a policy that did not exist.
 * Typed by hand, each refusal is a 4xx; from a file, gateway or bank answer the line fails with the reason, and
 * `hold` says the money is real and kept as unallocated money of the partner.
 */

/**
 * Operator statuses that say a transfer failed, compared trimmed and case-insensitively, with spaces and dashes read
 * as underscores (`Insufficient funds` = `INSUFFICIENT_FUNDS`). Anything else (SUCCESS, COMPLETED, blank, …) is a
 * transfer that happened.
 */
export const FAILED_MNO_STATUSES = [
  'FAILED',
  'FAILURE',
  'FAIL',
  'DECLINED',
  'REJECTED',
  'REVERSED',
  'REVERSAL',
  'REFUNDED',
  'CANCELLED',
  'CANCELED',
  'ERROR',
  'TIMEOUT',
  'TIMED_OUT',
  'EXPIRED',
  'INSUFFICIENT_FUNDS',
] as const;

const FAILED = new Set<string>(FAILED_MNO_STATUSES);

export const isFailedMnoStatus = (status: string | null | undefined): boolean =>
  !!status &&
  FAILED.has(
    status
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_'),
  );

/** The facts of a policy the rule reads. `purchased_on` is the day it was bought (YYYY-MM-DD, UTC). */
export interface PayablePolicy {
  status: string;
  valid_until: string | null;
  purchased_on: string;
}

/** Out of cover: cancelled, expired, or past its end date on `today`. Answers the status it is in effect. */
export function coverEnded(policy: Pick<PayablePolicy, 'status' | 'valid_until'>, today: string): string | undefined {
  if (policy.status === 'cancelled' || policy.status === 'expired') return policy.status;
  if (policy.valid_until && today > policy.valid_until) return 'expired';
  return undefined;
}

export type MoneyRefusalReason =
  | 'payment_transfer_failed'
  | 'payment_date_future'
  | 'bulk_policy_not_found'
  | 'policy_not_payable'
  | 'payment_date_before_policy';

export interface MoneyRefusal {
  reason: MoneyRefusalReason;
  params?: Record<string, string>;
  /** The money is real: a file, gateway or bank answer keeps it as unallocated money of the partner. */
  hold: boolean;
}

export interface MoneyFacts {
  /** The operator's status of the transfer, when the source gives one. */
  mno_status?: string | null;
  effected_date: string;
  today: string;
  /** The policy number given (for the reason), when the source names the policy by number. */
  policy_number?: string;
  /** The policy found; null when none has the number given. */
  policy: PayablePolicy | null;
}

export function moneyRefusal(f: MoneyFacts): MoneyRefusal | undefined {
  if (isFailedMnoStatus(f.mno_status))
    return { reason: 'payment_transfer_failed', params: { status: String(f.mno_status).trim() }, hold: false };
  if (f.effected_date > f.today) return { reason: 'payment_date_future', hold: false };
  if (!f.policy) return { reason: 'bulk_policy_not_found', params: { number: f.policy_number ?? '' }, hold: true };
  const ended = coverEnded(f.policy, f.today);
  if (ended) return { reason: 'policy_not_payable', params: { status: ended }, hold: true };
  if (f.effected_date < f.policy.purchased_on)
    return { reason: 'payment_date_before_policy', params: { date: f.policy.purchased_on }, hold: false };
  return undefined;
}
