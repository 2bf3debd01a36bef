/**
 * Date and money arithmetic of a policy's premiums: pure functions, no I/O. Dates are 'YYYY-MM-DD' in UTC.
 */

const DAY_MS = 86_400_000;

export const toDate = (d: string) => new Date(`${d}T00:00:00Z`);
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
export const todayIso = (now: Date) => isoOf(now);

/** The later of two 'YYYY-MM-DD' dates. */
export const laterOf = (a: string, b: string) => (a > b ? a : b);

export function addDays(d: string, days: number): string {
  return isoOf(new Date(toDate(d).getTime() + days * DAY_MS));
}

/** Whole days from a to b (b - a). */
export const daysBetween = (a: string, b: string) => Math.round((toDate(b).getTime() - toDate(a).getTime()) / DAY_MS);

/** Adds months clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(d: string, months: number): string {
  const x = toDate(d);
  const y = x.getUTCFullYear();
  const m = x.getUTCMonth() + months;
  const target = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(x.getUTCDate(), last));
  return isoOf(target);
}

/** The start of period `n` (0-based) of a policy starting on `start` with this granularity. */
export function addPeriods(start: string, granularity: string, n: number): string {
  switch (granularity) {
    case 'daily':
      return addDays(start, n);
    case 'weekly':
      return addDays(start, 7 * n);
    case 'yearly':
      return addMonths(start, 12 * n);
    default:
      return addMonths(start, n);
  }
}

/** How many periods have started on `date` (0 before the start date). */
export function periodsStarted(start: string, granularity: string, date: string): number {
  if (date < start) return 0;
  let n = 1;
  while (addPeriods(start, granularity, n) <= date) n++;
  return n;
}

export interface PaidUp {
  paid_cents: number;
  periods_paid: number;
  /** The first day not covered by the premiums paid. */
  paid_until: string;
}

/** Periods in 1,000 years: a date further away does not exist for the calendar (nor for any policy). */
const MAX_PERIODS: Record<string, number> = { daily: 365_000, weekly: 52_000, monthly: 12_000, yearly: 1_000 };

export function paidUp(p: { start_date: string; granularity: string; premium_cents: number }, paidCents: number) {
  // A free policy (premium 0: a loyalty reward) owes nothing: paid up for as long as it runs (its valid_until ends it).
  const periods =
    p.premium_cents > 0 ? Math.floor(paidCents / p.premium_cents) : (MAX_PERIODS[p.granularity] ?? 12_000);
  return {
    paid_cents: paidCents,
    periods_paid: periods,
    // An absurd overpayment covers "1,000 years" rather than a date the calendar cannot hold.
    paid_until: addPeriods(p.start_date, p.granularity, Math.min(periods, MAX_PERIODS[p.granularity] ?? 12_000)),
  } satisfies PaidUp;
}

/** Whole years of age on a date. */
export function ageOn(dateOfBirth: string, on: string): number {
  const b = toDate(dateOfBirth);
  const d = toDate(on);
  let age = d.getUTCFullYear() - b.getUTCFullYear();
  if (d.getUTCMonth() < b.getUTCMonth() || (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate()))
    age--;
  return age;
}

export interface RefundInput {
  purchased_at: string;
  cool_off_hours: number;
  cancel_at: Date;
  start_date: string;
  granularity: string;
  premium_cents: number;
  /** Premiums received (refunds not counted). */
  paid_cents: number;
}

/**
 * The refund on a cancellation. SPEC §4 "Premium refund is allowed only after the cool-off period" read together
 * with the glossary's cool-off right:
 * - inside cool-off (cancel_at < purchased_at + cool_off_hours, to the millisecond): everything paid is refunded —
 *   the cool-off right, the contract is undone;
 * - from the exact end of cool-off on: the cancellation keeps the premiums of every period that has started (cover
 *   was given) and refunds only prepaid periods that have not started yet, plus any credit that does not make a whole
 *   period. That is the "premium refund" SPEC §4 allows after cool-off.
 */
export function refundOnCancel(r: RefundInput): { refund_cents: number; rule: 'cool_off_full' | 'unused_periods' } {
  const coolOffEnds = new Date(r.purchased_at).getTime() + r.cool_off_hours * 3_600_000;
  if (r.cancel_at.getTime() < coolOffEnds) return { refund_cents: r.paid_cents, rule: 'cool_off_full' };
  const up = paidUp(r, r.paid_cents);
  const used = periodsStarted(r.start_date, r.granularity, isoOf(r.cancel_at));
  const unused = Math.max(0, up.periods_paid - used);
  const credit = r.paid_cents - up.periods_paid * r.premium_cents;
  return { refund_cents: unused * r.premium_cents + credit, rule: 'unused_periods' };
}
