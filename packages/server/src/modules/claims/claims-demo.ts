import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { countries } from '../countries/index.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { policies } from '../policies/index.ts';
import { products } from '../products/index.ts';
import { claimCallbacks } from './callbacks/callbacks.tables.ts';
import { addDays, today } from './claim-dates.ts';
import { claimSettingsFor } from './claim-settings.ts';
import { claimsRepository } from './claims.repository.ts';
import { assessStoredClaim } from './claims.service.ts';
import { claims } from './claims.tables.ts';
import { claimBenefitUsages, claimExpenses } from './complex/complex.tables.ts';
import { mobileMoneyTransactions } from './payouts/payouts.tables.ts';
import { claimPreauthorizations } from './preauthorization/preauthorization.tables.ts';

export interface DemoClaimsResult {
  callbacks: number;
  preauthorizations: number;
  complexClaims: number;
  payouts: number;
}

/**
 * Demo data on top of a partner's existing demo claims and policies: callbacks (open and closed), pre-authorisations
 * (approved and pending), for a partner in complex claims mode facility claims with expenses and benefit usages, and
 * payouts (succeeded, one failed and retryable, one pending).
 * Runs in the caller's transaction and adds nothing twice.
 */
export async function seedDemoClaims(tx: Executor, partner: string): Promise<DemoClaimsResult> {
  const result: DemoClaimsResult = { callbacks: 0, preauthorizations: 0, complexClaims: 0, payouts: 0 };
  const existing = await tx
    .select({ guid: claims.guid, msisdn: customers.msisdn })
    .from(claims)
    .innerJoin(
      customers,
      and(eq(customers.partner_guid, claims.partner_guid), eq(customers.guid, claims.customer_guid)),
    )
    .where(
      and(
        eq(claims.partner_guid, partner),
        sql`not exists (select 1 from ${claimCallbacks} cb where cb.partner_guid = ${partner})`,
      ),
    )
    .orderBy(asc(claims.received_at))
    .limit(3);
  for (const [i, c] of existing.entries()) {
    const closed = i === 2;
    await tx.insert(claimCallbacks).values({
      partner_guid: partner,
      guid: uuidv7(),
      claim_guid: c.guid,
      msisdn: c.msisdn,
      notes: [
        'Wants to know when the claim will be paid',
        'Asks which documents are missing',
        'Called about the status',
      ][i],
      requested_at: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
      status: closed ? 'closed' : 'open',
      closed_reason: closed ? 'Called back and explained the claim status' : null,
      closed_by: closed ? 'system' : null,
      closed_at: closed ? new Date().toISOString() : null,
    });
    result.callbacks++;
  }

  const pols = await tx
    .select({ policy: policies, customer: customers, limit: products.fixed_indemnity_amount })
    .from(policies)
    .innerJoin(
      customers,
      and(eq(customers.partner_guid, policies.partner_guid), eq(customers.guid, policies.customer_guid)),
    )
    .innerJoin(
      products,
      and(eq(products.partner_guid, policies.partner_guid), eq(products.guid, policies.product_guid)),
    )
    .where(and(eq(policies.partner_guid, partner), eq(policies.status, 'active')))
    .orderBy(asc(policies.created_at))
    .limit(2);

  const [{ n: preauthCount } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(claimPreauthorizations)
    .where(eq(claimPreauthorizations.partner_guid, partner));
  if (preauthCount === 0)
    for (const [i, p] of pols.entries()) {
      const guid = uuidv7();
      const approved = i === 0;
      await tx.insert(claimPreauthorizations).values({
        partner_guid: partner,
        guid,
        customer_guid: p.customer.guid,
        policy_guid: p.policy.guid,
        person_affected: p.customer.full_name,
        hospital_name: approved ? 'Nairobi Hospital' : 'Aga Khan University Hospital',
        admission_date: addDays(today(), approved ? 3 : 10),
        expected_discharge_date: addDays(today(), approved ? 6 : 12),
        condition: approved ? 'Appendectomy' : 'Caesarean section',
        hospitalization_reason: approved ? 'Planned surgery' : 'Planned delivery',
        requested_amount_cents: approved ? 600_000 : 900_000,
        approved_amount_cents: approved ? 500_000 : null,
        status: approved ? 'approved' : 'pending',
        decision_reason: approved ? 'Within the hospital benefit' : null,
        created_by: 'system',
      });
      await audit(tx, SYSTEM_ACTOR, {
        partner_guid: partner,
        entity_type: 'claim_preauthorization',
        entity_guid: guid,
        action: 'create',
        after: { status: approved ? 'approved' : 'pending' },
      });
      result.preauthorizations++;
    }

  const settings = await claimSettingsFor(tx, partner);
  const [{ n: expenseCount } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(claimExpenses)
    .where(eq(claimExpenses.partner_guid, partner));
  if (settings.claims_mode === 'complex' && expenseCount === 0)
    for (const [i, p] of pols.entries()) {
      const guid = uuidv7();
      const lines = [
        { description: 'Ward, 2 days', category: 'ward', quantity: 2, unit_amount_cents: 45_000 },
        { description: 'Laboratory tests', category: 'lab', quantity: 1, unit_amount_cents: 12_000 },
      ];
      const total = lines.reduce((s, l) => s + l.quantity * l.unit_amount_cents, 0);
      const used = i === 0 ? Math.min(total, p.limit) : 0;
      await claimsRepository.insert(tx, {
        partner_guid: partner,
        guid,
        claim_reference: await claimsRepository.nextReference(tx, partner, new Date().getUTCFullYear()),
        complex: true,
        status: 'decision_pending',
        documents_complete: true,
        customer_guid: p.customer.guid,
        policy_guid: p.policy.guid,
        person_affected: p.customer.full_name,
        relation: 'Principal',
        type: 'hospital',
        event_date: addDays(today(), -4 - i),
        facility: i === 0 ? 'Nairobi Hospital' : 'Mombasa Hospital',
        facility_code: i === 0 ? 'NBI-001' : 'MSA-002',
        tag: i === 0 ? 'inpatient' : 'outpatient',
        claim_amount_cents: total,
        benefit_amount_cents: used,
        editor_guid: 'system',
      });
      await tx.insert(claimExpenses).values(
        lines.map((l, position) => ({
          partner_guid: partner,
          guid: uuidv7(),
          claim_guid: guid,
          ...l,
          amount_cents: l.quantity * l.unit_amount_cents,
          position,
        })),
      );
      if (used > 0)
        await tx.insert(claimBenefitUsages).values({
          partner_guid: partner,
          guid: uuidv7(),
          claim_guid: guid,
          policy_guid: p.policy.guid,
          beneficiary_guid: p.customer.guid,
          benefit_name: 'Inpatient',
          amount_cents: used,
          created_by: 'system',
        });
      await audit(tx, SYSTEM_ACTOR, {
        partner_guid: partner,
        entity_type: 'claim',
        entity_guid: guid,
        action: 'create',
        after: { status: 'decision_pending', complex: true },
      });
      result.complexClaims++;
    }
  await assessDemoClaims(tx, partner);
  result.payouts = await seedDemoPayouts(tx, partner);
  return result;
}

/**
 * Every simple demo claim gets the assessment an entered claim gets (the same rules); a claim not decided yet takes
 * its benefit from it, so a claim awaiting a decision shows what it pays and can really be approved (or says why not).
 */
async function assessDemoClaims(tx: Executor, partner: string) {
  const rows = await tx
    .select()
    .from(claims)
    .where(and(eq(claims.partner_guid, partner), eq(claims.complex, false), isNull(claims.assessment)));
  const settings = await claimSettingsFor(tx, partner);
  for (const row of rows) {
    const a = await assessStoredClaim(tx, row, settings);
    if (!a) continue;
    const undecided = ['open', 'decision_pending', 'expired'].includes(row.status);
    await tx
      .update(claims)
      .set(undecided ? { assessment: a, benefit_amount_cents: a.benefit_amount_cents } : { assessment: a })
      .where(and(eq(claims.partner_guid, partner), eq(claims.guid, row.guid)));
  }
}

/**
 * Payouts for the demo claims, once per partner: a succeeded mobile-money transaction for every claim paid through
 * the gateway; on the oldest payable claims one failed payout (retryable: payment_status failed) and one pending.
 */
async function seedDemoPayouts(tx: Executor, partner: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mobileMoneyTransactions)
    .where(eq(mobileMoneyTransactions.partner_guid, partner));
  if (n > 0) return 0;
  const [{ currency } = { currency: 'USD' }] = await tx
    .select({ currency: countries.currency_code })
    .from(partners)
    .innerJoin(countries, eq(countries.code, partners.country_code))
    .where(eq(partners.guid, partner));
  const rows = await tx
    .select({ claim: claims, msisdn: customers.msisdn })
    .from(claims)
    .innerJoin(
      customers,
      and(eq(customers.partner_guid, claims.partner_guid), eq(customers.guid, claims.customer_guid)),
    )
    .where(
      and(
        eq(claims.partner_guid, partner),
        or(
          and(eq(claims.status, 'closed'), eq(claims.payment_status, 'succeeded')),
          and(eq(claims.status, 'payable'), isNull(claims.payment_status)),
        ),
      ),
    )
    .orderBy(asc(claims.received_at), asc(claims.guid));
  const txn = (c: (typeof rows)[number], status: string, at: string, failure: string | null) => ({
    partner_guid: partner,
    guid: uuidv7(),
    claim_guid: c.claim.guid,
    msisdn: c.msisdn,
    amount_cents: c.claim.benefit_amount_cents ?? c.claim.claim_amount_cents,
    currency_code: currency,
    idempotency_key: `demo-${c.claim.guid}`,
    status,
    failure_reason: failure,
    provider_reference: status === 'failed' ? null : `DEMO-${c.claim.claim_reference}`,
    requested_by: 'demo.finance',
    created_at: at,
    updated_at: at,
  });
  const values = rows
    .filter((c) => c.claim.status === 'closed')
    .map((c) => txn(c, 'succeeded', c.claim.closed_at ?? c.claim.received_at, null));
  const payable = rows.filter((c) => c.claim.status === 'payable');
  const now = new Date().toISOString();
  for (const [i, c] of payable.slice(0, 2).entries()) {
    const failed = i === 0;
    values.push(txn(c, failed ? 'failed' : 'pending', now, failed ? 'Recipient limit exceeded' : null));
    const patch = failed
      ? { payment_status: 'failed', payment_failure_reason: 'Recipient limit exceeded' }
      : { payment_status: 'pending' };
    const updated = await claimsRepository.updateVersioned(tx, partner, c.claim.guid, c.claim.version, patch);
    await audit(tx, SYSTEM_ACTOR, {
      partner_guid: partner,
      entity_type: 'claim',
      entity_guid: c.claim.guid,
      action: 'pay',
      before: { status: c.claim.status, payment_status: null },
      after: { status: updated?.status, payment_status: patch.payment_status },
      reason: 'demo data',
    });
  }
  for (let i = 0; i < values.length; i += 500)
    await tx.insert(mobileMoneyTransactions).values(values.slice(i, i + 500));
  return values.length;
}
