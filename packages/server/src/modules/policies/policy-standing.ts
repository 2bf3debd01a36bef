import type { PolicyStatus } from '@coverdesk/contract';
import { daysBetween, type PaidUp } from './policy-periods.ts';

export interface StandingInput {
  status: PolicyStatus;
  valid_until: string | null;
  /** Periods that must be paid before cover starts: the product's eligibility threshold, at least one. */
  eligibility_threshold: number;
  debit_grace_days: number;
  paid: PaidUp;
  today: string;
}

/**
 * The status a policy's premiums and dates call for today — the one rule shared by every change of what a policy has
 * paid (a payment recorded, corrected to failed or reversed, a premium deleted, a debit answer paid or unpaid, a file
 * or group payment), an AML resume and the daily sweep. It moves a policy back as well as forward. Suspended (AML
 * hold), cancelled and expired are never changed here except that any policy in force expires the day after
 * valid_until.
 * - never paid up to the eligibility threshold (at least one period) → pending, whatever it was (a payment that
 *   bounced takes the cover back);
 * - in good standing: the first unpaid day is at most `debit_grace_days` days ago;
 * - pending becomes active once the threshold is paid and it is in good standing;
 * - active becomes lapsed when not in good standing; lapsed becomes active again when it is.
 */
export function standingStatus(s: StandingInput, opts: { fromSuspended?: boolean } = {}): PolicyStatus {
  if (s.status === 'cancelled' || s.status === 'expired') return s.status;
  if (s.valid_until && s.today > s.valid_until) return 'expired';
  if (s.status === 'suspended' && !opts.fromSuspended) return 'suspended';
  if (s.paid.periods_paid < Math.max(1, s.eligibility_threshold)) return 'pending';
  const good = daysBetween(s.paid.paid_until, s.today) <= s.debit_grace_days;
  if (s.status === 'pending') return good ? 'active' : 'pending';
  return good ? 'active' : 'lapsed';
}
