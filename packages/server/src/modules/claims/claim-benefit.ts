import type { ClaimType, ZeroBenefitReason } from '@coverdesk/contract';
import { addDays, dayMs, dayOf, daysBetween, instantMs } from './claim-dates.ts';

/** The product terms a benefit depends on (products table; amounts in cents). */
export interface BenefitProduct {
  waiting_days: number;
  cool_off_hours: number;
  min_hospital_days: number;
  max_hospital_days: number;
  /** Paid per night in hospital. */
  hospital_benefit_amount: number;
  /** Paid on death or accident; also the ceiling of a reimbursement (variable benefit). */
  fixed_indemnity_amount: number;
}

export interface BenefitPolicy {
  start_date: string;
  valid_until: string | null;
  status: string;
  purchased_at: string;
  cancelled_at: string | null;
}

export interface BenefitClaim {
  type: ClaimType;
  hospital_admission_date?: string | null;
  hospital_discharge_date?: string | null;
  death_date?: string | null;
  event_date?: string | null;
  is_accident?: boolean | null;
  claim_amount_cents: number;
  /** The day the claim was received: the partner's maximum days run up to it. */
  received_date: string;
}

export interface BenefitOptions {
  /** The partner's limit between discharge (or death) and the claim; null = no limit. */
  max_days_after_discharge_or_death: number | null;
  ignore_max_days: boolean;
  /** A pre-authorised stay pays the amount the insurer approved before treatment. */
  preauthorized_amount_cents?: number | null;
}

export interface BenefitResult {
  benefit_amount_cents: number;
  reasons: ZeroBenefitReason[];
  event_date: string;
  nights: number | null;
  paid_nights: number | null;
  basis: 'hospital_daily' | 'fixed_indemnity' | 'variable' | 'preauthorization';
}

/** The day the insured event happened, per claim type. */
export function eventDateOf(c: BenefitClaim): string {
  const d = c.type === 'hospital' ? c.hospital_admission_date : c.type === 'death' ? c.death_date : c.event_date;
  if (!d) throw new Error(`claim of type ${c.type} has no event date`);
  return d;
}

/** Whether the policy covered the event day: started, not past its end, not cancelled, and ever activated. */
function activeOn(p: BenefitPolicy, day: string) {
  if (p.status === 'pending') return false;
  if (day < p.start_date) return false;
  if (p.valid_until && day > p.valid_until) return false;
  if (p.cancelled_at && day >= dayOf(p.cancelled_at)) return false;
  if (p.status === 'cancelled' && !p.cancelled_at) return false;
  return true;
}

/**
 * What the policy pays for a claim (the summary step). Pure: the same inputs always give the same answer.
 * - hospital: the daily benefit × nights, nights capped at the product's maximum; nothing below its minimum;
 * - death and accident: the fixed indemnity; reimbursement: the amount claimed up to the fixed indemnity;
 * - a pre-authorised stay: the approved amount;
 * - nothing, with the reasons, when: the policy was not active on the event day; the event day began inside the
 *   cool-off period; the event fell inside the waiting period (accidents exempt); the claim came more than the
 *   partner's maximum days after discharge or death (unless the ignore flag is set).
 */
export function computeBenefit(
  product: BenefitProduct,
  policy: BenefitPolicy,
  claim: BenefitClaim,
  options: BenefitOptions,
): BenefitResult {
  const eventDate = eventDateOf(claim);
  const reasons: ZeroBenefitReason[] = [];
  const accident = claim.type === 'accident' || claim.is_accident === true;

  if (!activeOn(policy, eventDate)) reasons.push('policy_not_active');
  if (product.cool_off_hours > 0) {
    const coolOffEnd = instantMs(policy.purchased_at) + product.cool_off_hours * 3_600_000;
    if (dayMs(eventDate) < coolOffEnd) reasons.push('cool_off');
  }
  if (!accident && product.waiting_days > 0 && eventDate < addDays(policy.start_date, product.waiting_days))
    reasons.push('waiting_period');
  const limitFrom =
    claim.type === 'hospital' ? claim.hospital_discharge_date : claim.type === 'death' ? claim.death_date : null;
  const max = options.max_days_after_discharge_or_death;
  if (limitFrom && max !== null && !options.ignore_max_days && daysBetween(limitFrom, claim.received_date) > max)
    reasons.push('max_days_exceeded');

  let amount = 0;
  let nights: number | null = null;
  let paidNights: number | null = null;
  let basis: BenefitResult['basis'];
  if (options.preauthorized_amount_cents !== undefined && options.preauthorized_amount_cents !== null) {
    basis = 'preauthorization';
    amount = options.preauthorized_amount_cents;
  } else if (claim.type === 'hospital') {
    basis = 'hospital_daily';
    nights = daysBetween(claim.hospital_admission_date!, claim.hospital_discharge_date!);
    if (nights < product.min_hospital_days) {
      reasons.push('below_min_hospital_days');
      paidNights = 0;
    } else {
      paidNights = product.max_hospital_days > 0 ? Math.min(nights, product.max_hospital_days) : nights;
    }
    amount = paidNights * product.hospital_benefit_amount;
  } else if (claim.type === 'reimbursement') {
    basis = 'variable';
    amount = Math.min(claim.claim_amount_cents, product.fixed_indemnity_amount);
  } else {
    basis = 'fixed_indemnity';
    amount = product.fixed_indemnity_amount;
  }
  return {
    benefit_amount_cents: reasons.length ? 0 : amount,
    reasons,
    event_date: eventDate,
    nights,
    paid_nights: paidNights,
    basis,
  };
}
