import type {
  Assessment,
  Claim,
  ClaimDetail,
  ClaimStatus,
  PayoutRecipient,
  PayoutTransaction,
  ZeroBenefitReason,
} from '@coverdesk/contract';
import { allowedActions } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type Lang, translate } from '../../platform/http/messages.ts';
import { instantMs } from './claim-dates.ts';
import { type ClaimRow, claimsRepository } from './claims.repository.ts';
import { documentsOfClaim } from './documents/claim-document-links.ts';
import type { PayoutRow } from './payouts/payouts.repository.ts';
import { payoutsRepository } from './payouts/payouts.repository.ts';

/** The assessment as stored on the claim: reason codes only (texts are added per request language). */
export interface StoredAssessment extends Omit<Assessment, 'reasons'> {
  reasons: ZeroBenefitReason[];
}

export const assessmentOut = (a: StoredAssessment, lang: Lang): Assessment => ({
  ...a,
  reasons: a.reasons.map((code) => ({ code, text: translate(`reason_${code}`, lang) })),
});

export function toClaim(row: ClaimRow): Claim {
  const {
    assessment: _a,
    ignore_max_days,
    lawyer,
    details: _d,
    documents_complete: _c,
    closed_at: _x,
    decided_at: _y,
    ...rest
  } = row;
  return {
    ...rest,
    status: row.status as ClaimStatus,
    age_days: Math.max(0, Math.floor((Date.now() - instantMs(row.received_at)) / 86_400_000)),
    ignore_max_days_allowed_after_discharge_or_death: ignore_max_days,
    lawyer: (lawyer as Record<string, unknown> | null) ?? null,
  };
}

export const toPayout = (p: PayoutRow): PayoutTransaction => ({
  guid: p.guid,
  claim_guid: p.claim_guid,
  msisdn: p.msisdn,
  amount_cents: p.amount_cents,
  currency_code: p.currency_code,
  status: p.status,
  failure_reason: p.failure_reason,
  provider_reference: p.provider_reference,
  retry_of_guid: p.retry_of_guid,
  requested_by: p.requested_by,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

/** The number a payout of this claim goes to: a death benefit goes to the beneficiary's number when there is one. */
export const payoutMsisdnOf = (type: string, customer: { msisdn: string; beneficiary_msisdn: string | null }) =>
  type === 'death' && customer.beneficiary_msisdn ? customer.beneficiary_msisdn : customer.msisdn;

async function payoutRecipientOf(tx: Executor, row: ClaimRow): Promise<PayoutRecipient | null> {
  if (row.status !== 'approved_pending' && row.status !== 'payable') return null;
  const ctx = await claimsRepository.policyContext(tx, row.partner_guid, row.policy_guid);
  if (!ctx) return null;
  return {
    msisdn: payoutMsisdnOf(row.type, ctx.customer),
    channel: 'mobile_money',
    amount_cents: row.benefit_amount_cents ?? 0,
    currency_code: ctx.currency_code,
  };
}

/** The policy, customer and product a claim is about, by their primary keys. */
async function partiesOf(tx: Executor, row: ClaimRow) {
  const r = await tx.execute<{
    policy_number: string;
    customer_name: string;
    product_guid: string;
    product_name: string;
  }>(sql`
    select p.policy_number, c.full_name as customer_name, p.product_guid, pr.name as product_name
    from policies p
    join customers c on c.partner_guid = p.partner_guid and c.guid = p.customer_guid
    join products pr on pr.partner_guid = p.partner_guid and pr.guid = p.product_guid
    where p.partner_guid = ${row.partner_guid} and p.guid = ${row.policy_guid}`);
  return r.rows[0] ?? null;
}

/** The claim page: the claim, the actions its state allows now, its audit timeline, payouts and assessment. */
export async function loadClaimDetail(tx: Executor, partner: string, guid: string, lang: Lang): Promise<ClaimDetail> {
  const row = await claimsRepository.get(tx, partner, guid);
  if (!row) throw notFound();
  return detailOf(tx, row, lang);
}

export async function detailOf(tx: Executor, row: ClaimRow, lang: Lang): Promise<ClaimDetail> {
  // One after the other: a transaction's connection runs one query at a time.
  const timeline = await claimsRepository.timeline(tx, row.partner_guid, row.guid);
  const payouts = await payoutsRepository.forClaim(tx, row.partner_guid, row.guid);
  const documents = await documentsOfClaim(tx, row.partner_guid, row.guid);
  const payoutRecipient = await payoutRecipientOf(tx, row);
  const parties = await partiesOf(tx, row);
  return {
    parties,
    ...toClaim(row),
    allowed_actions: allowedActions({
      status: row.status as ClaimStatus,
      decision: row.decision,
      payment_status: row.payment_status,
    }),
    timeline,
    payouts: payouts.map(toPayout),
    assessment: row.assessment ? assessmentOut(row.assessment as StoredAssessment, lang) : null,
    documents,
    payout_recipient: payoutRecipient,
  };
}

/** The compact state written to the audit timeline before and after a change. */
export const stateOf = (r: ClaimRow) => ({
  status: r.status,
  decision: r.decision,
  payment_status: r.payment_status,
  benefit_amount_cents: r.benefit_amount_cents,
  version: r.version,
});
