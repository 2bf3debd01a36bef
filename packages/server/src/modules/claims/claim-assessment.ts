import type { ClaimInput } from '@coverdesk/contract';
import { computeBenefit } from './claim-benefit.ts';
import type { ClaimSettings } from './claim-settings.ts';
import type { StoredAssessment } from './claim-view.ts';
import type { claimsRepository } from './claims.repository.ts';

type PolicyContext = NonNullable<Awaited<ReturnType<typeof claimsRepository.policyContext>>>;

/** Assesses a claim against its policy and product with the partner's settings (the summary step). */
export function assess(
  ctx: PolicyContext,
  input: ClaimInput,
  settings: ClaimSettings,
  opts: {
    receivedDate: string;
    ignoreMaxDays: boolean;
    claimGuid: string | null;
    preauthorization?: { guid: string; amount: number } | null;
  },
): StoredAssessment {
  const r = computeBenefit(
    ctx.product,
    {
      start_date: ctx.policy.start_date,
      valid_until: ctx.policy.valid_until,
      status: ctx.policy.status,
      purchased_at: ctx.policy.purchased_at,
      cancelled_at: ctx.policy.cancelled_at,
    },
    {
      type: input.type,
      hospital_admission_date: 'hospital_admission_date' in input ? input.hospital_admission_date : null,
      hospital_discharge_date: 'hospital_discharge_date' in input ? input.hospital_discharge_date : null,
      death_date: 'death_date' in input ? input.death_date : null,
      event_date: 'event_date' in input ? input.event_date : null,
      is_accident: 'is_accident' in input ? input.is_accident : input.type === 'accident',
      claim_amount_cents: input.claim_amount_cents,
      received_date: opts.receivedDate,
    },
    {
      max_days_after_discharge_or_death: settings.max_days_after_discharge_or_death,
      ignore_max_days: opts.ignoreMaxDays,
      preauthorized_amount_cents: opts.preauthorization?.amount ?? null,
    },
  );
  return {
    claim_guid: opts.claimGuid,
    benefit_amount_cents: r.benefit_amount_cents,
    payable: r.benefit_amount_cents > 0,
    reasons: r.reasons,
    event_date: r.event_date,
    nights: r.nights,
    paid_nights: r.paid_nights,
    basis: r.basis,
    preauthorization_guid: opts.preauthorization?.guid ?? null,
    assessed_at: new Date().toISOString(),
  };
}
