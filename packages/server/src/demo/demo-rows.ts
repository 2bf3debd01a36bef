import type { claims } from '../modules/claims/claims.tables.ts';
import type { bankDetails, beneficiaries, dependants } from '../modules/customers/customer-records.tables.ts';
import type { customers } from '../modules/customers/customers.tables.ts';
import type { payments } from '../modules/payments/payments.tables.ts';
import type { premiums } from '../modules/payments/premiums.tables.ts';
import type { policies } from '../modules/policies/policies.tables.ts';
import { paidUp } from '../modules/policies/policy-periods.ts';
import type { products } from '../modules/products/products.tables.ts';
import { DEMO_PRODUCTS, type DemoPartner, type DemoProduct } from './demo-catalogue.ts';
import { personName } from './demo-people.ts';
import type { Random } from './demo-random.ts';
import { demoConditionName } from './products-demo.ts';

export const CLAIM_STATUSES = ['decision_pending', 'approved_pending', 'open', 'payable', 'closed', 'expired'] as const;

const DAY = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const at = (date: string, r: Random) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + r.int(7, 19) * 3_600_000 + r.int(0, 3599) * 1000).toISOString();
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

export interface PartnerRows {
  products: (typeof products.$inferInsert)[];
  customers: (typeof customers.$inferInsert)[];
  policies: (typeof policies.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  /** The payments an agent recorded by hand on the web (channel WebClient, succeeded) are premiums too. */
  premiums: (typeof premiums.$inferInsert)[];
  claims: (typeof claims.$inferInsert)[];
  dependants: (typeof dependants.$inferInsert)[];
  beneficiaries: (typeof beneficiaries.$inferInsert)[];
  bankDetails: (typeof bankDetails.$inferInsert)[];
}

/**
 * Builds one partner's demo rows from the seeded generator. Dates count back from `today`, so the data looks current
 * on the day it is created (payments this month, recent claims) and is the same for the same seed and day.
 */
export function buildPartnerRows(partner: DemoPartner, partnerGuid: string, r: Random, today: string): PartnerRows {
  const clock = Date.parse(`${today}T00:00:00Z`);
  const id = () => r.uuid(clock - r.int(0, 400) * DAY);
  const out: PartnerRows = {
    products: [],
    customers: [],
    policies: [],
    payments: [],
    premiums: [],
    claims: [],
    dependants: [],
    beneficiaries: [],
    bankDetails: [],
  };

  const catalogue = DEMO_PRODUCTS.map((p) => {
    const guid = id();
    const f = partner.priceFactor;
    out.products.push({
      partner_guid: partnerGuid,
      guid,
      code: p.code,
      name: p.name[partner.default_language],
      type: p.type,
      cover_type: p.cover_type,
      granularity: p.granularity,
      cardinality: p.cardinality,
      payment_method: p.payment_method,
      minimum_age: p.minimum_age,
      maximum_age: p.maximum_age,
      cool_off_hours: p.cool_off_hours,
      waiting_days: p.waiting_days,
      min_hospital_days: p.min_hospital_days,
      max_hospital_days: p.max_hospital_days,
      eligibility_threshold: p.eligibility_threshold,
      debit_grace_days: p.debit_grace_days,
      hospital_benefit_amount: p.hospital_benefit_amount * f,
      fixed_indemnity_amount: p.fixed_indemnity_amount * f,
    });
    return {
      guid,
      def: p,
      premium: p.premium_cents * f,
      benefit: p.hospital_benefit_amount * f,
      fixed: p.fixed_indemnity_amount * f,
    };
  });

  const msisdns = new Set<string>();
  let policySeq = 0;
  let paymentSeq = 0;
  const people = partner.people;
  const claimable: {
    policy: (typeof out.policies)[number];
    product: (typeof catalogue)[number];
    name: string;
    dob: string;
  }[] = [];

  for (let c = 0; c < partner.customers; c++) {
    let msisdn: string;
    do msisdn = `${people.dialing}${people.subscriber(r)}`;
    while (msisdns.has(msisdn));
    msisdns.add(msisdn);
    const { full_name, gender } = personName(people, r);
    const dob = addDays(today, -r.int(19 * 365, 62 * 365));
    // One beneficiary story per customer: the same person is their beneficiary on the customer record, on every
    // funeral or life policy and in their beneficiaries; a spouse when they have one (every 4th customer).
    const heirPerson = personName(people, r);
    const heir: Heir = {
      full_name: `${heirPerson.full_name.split(' ')[0]} ${full_name.split(' ').at(-1)}`,
      gender: heirPerson.gender,
      relationship: c % 4 === 0 ? 'Spouse' : r.pick(['Spouse', 'Parent', 'Sister', 'Brother']),
      msisdn: `${people.dialing}${people.subscriber(r)}`,
    };
    const customerGuid = id();
    const registered = addDays(today, -r.int(20, 560));
    out.customers.push({
      partner_guid: partnerGuid,
      guid: customerGuid,
      msisdn,
      full_name,
      date_of_birth: dob,
      national_id: people.nationalId(r),
      language: people.language,
      gender,
      town: r.pick(people.towns),
      beneficiary_name: heir.full_name,
      beneficiary_msisdn: heir.msisdn,
      registration_channel: 'WebClient',
      is_agent: r.chance(0.03),
      has_bank_account: r.chance(0.35),
      loyalty_opt_in: r.chance(0.4),
      status: 'active',
      created_by: 'demo',
      created_at: at(registered, r),
    });
    addHousehold(out, partner, customerGuid, full_name, c, r, today, heir);

    const owned = r.chance(0.3) ? 2 : 1;
    const chosen = new Set<number>();
    while (chosen.size < owned) chosen.add(r.int(0, catalogue.length - 1));
    for (const i of chosen) {
      const product = catalogue[i]!;
      const start = addDays(registered, r.int(0, 10));
      const status = r.weighted([
        ['active', 62],
        ['pending', 6],
        ['lapsed', 12],
        ['suspended', 5],
        ['cancelled', 8],
        ['expired', 7],
      ] as const);
      const running = daysBetween(start, today);
      const endOffset = status === 'active' || status === 'pending' ? running : r.int(Math.min(30, running), running);
      const end = addDays(start, endOffset);
      const policyGuid = id();
      policySeq += 1;
      const policy = {
        partner_guid: partnerGuid,
        guid: policyGuid,
        policy_number: `${partner.code}-${product.def.code}-${String(policySeq).padStart(6, '0')}`,
        customer_guid: customerGuid,
        product_guid: product.guid,
        premium_cents: product.premium,
        granularity: product.def.granularity,
        start_date: start,
        // In force: no fixed end, cover follows the premiums paid; ended: the day it ended (set again below).
        valid_until: status === 'active' || status === 'pending' ? null : end,
        status,
        beneficiary:
          product.def.type === 'funeral' || product.def.type === 'life'
            ? { name: heir.full_name, msisdn: heir.msisdn, national_id: null, relationship: heir.relationship }
            : null,
        additional_details: { aml_flagged: false, aml_action: null },
        purchased_at: at(start, r),
        cancelled_at: status === 'cancelled' ? at(end, r) : null,
      };
      out.policies.push(policy);
      if (status !== 'pending') {
        paymentSeq = addPayments(out, policy, product.def, end, r, partner.code, paymentSeq);
        settleStanding(out, policy, today);
        if (status !== 'cancelled' || r.chance(0.3)) claimable.push({ policy, product, name: full_name, dob });
      }
    }
  }

  addClaims(out, partner, claimable, r, today);
  return out;
}

/** The one beneficiary of a customer's story (see the customer loop). */
interface Heir {
  full_name: string;
  gender: string;
  relationship: string;
  msisdn: string;
}

/**
 * Makes an ended policy agree with what was paid on it, as the standing rules would: one paid past today is still in
 * force (active, no end); a lapsed or expired one ended when its paid cover did, never before its last paid day. A
 * cancelled one keeps its cancel day (what was paid past it is refunded on cancel).
 */
function settleStanding(out: PartnerRows, policy: PartnerRows['policies'][number], today: string) {
  // Suspended (held for AML) is in force, held: no end either.
  if (policy.status === 'suspended') policy.valid_until = null;
  if (policy.status !== 'lapsed' && policy.status !== 'expired') return;
  const paid = out.payments
    .filter((p) => p.policy_guid === policy.guid && p.status === 'succeeded')
    .reduce((n, p) => n + p.amount_cents, 0);
  if (paid === 0) return;
  const until = paidUp(
    { start_date: policy.start_date, granularity: policy.granularity, premium_cents: policy.premium_cents },
    paid,
  ).paid_until;
  if (until > today) {
    policy.status = 'active';
    policy.valid_until = null;
  } else if (!policy.valid_until || policy.valid_until < until) policy.valid_until = until;
}

function addPayments(
  out: PartnerRows,
  policy: PartnerRows['policies'][number],
  product: DemoProduct,
  until: string,
  r: Random,
  code: string,
  seq: number,
) {
  const step = product.granularity === 'yearly' ? 12 : 1;
  const start = new Date(`${policy.start_date}T00:00:00Z`);
  for (let m = 0; m < 24; m += step) {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, Math.min(start.getUTCDate(), 28)));
    const day = d.toISOString().slice(0, 10);
    if (day > until) break;
    seq += 1;
    const status = r.weighted([
      ['succeeded', 92],
      ['failed', 5],
      ['pending', 2],
      ['reversed', 1],
    ] as const);
    out.payments.push({
      partner_guid: policy.partner_guid,
      guid: r.uuid(d.getTime()),
      policy_guid: policy.guid!,
      customer_guid: policy.customer_guid,
      amount_cents: policy.premium_cents,
      effected_at: at(day, r),
      mno_reference: `${code.slice(0, 2)}${seq.toString(36).toUpperCase().padStart(5, '0')}${r.digits(3)}`,
      status,
      mno_status:
        status === 'succeeded'
          ? 'Success'
          : status === 'failed'
            ? 'Failed'
            : status === 'pending'
              ? 'Pending'
              : 'Reversed',
      mno_message:
        status === 'failed' ? r.pick(['Insufficient funds', 'Subscriber not reachable', 'Request timed out']) : null,
      payment_type: 'normal',
      channel: r.pick(['WebClient', 'USSD', 'MobileMoney']),
      created_by: 'demo',
    });
    const payment = out.payments[out.payments.length - 1]!;
    if (payment.channel === 'WebClient' && status === 'succeeded')
      out.premiums.push({
        partner_guid: policy.partner_guid,
        guid: r.uuid(d.getTime()),
        policy_guid: policy.guid!,
        customer_guid: policy.customer_guid,
        payment_guid: payment.guid!,
        amount_in_cents: payment.amount_cents,
        quantity: 1,
        granularity: policy.granularity,
        payment_type: 'normal',
        payment_method: 'strike_money',
        mno_reference: payment.mno_reference,
        effected_date: day,
        created_by: 'demo',
      });
  }
  return seq;
}

const REASONS = [
  'Malaria',
  'Typhoid fever',
  'Pneumonia',
  'Maternity',
  'Road accident injuries',
  'Appendicitis',
  'Gastroenteritis',
];
const BANKS: Record<string, [string, string][]> = {
  KE: [
    ['KCB Bank Kenya', '01'],
    ['Equity Bank Kenya', '68'],
    ['Co-operative Bank of Kenya', '11'],
  ],
  CI: [
    ['Société Générale Côte d’Ivoire', 'CI008'],
    ['Ecobank Côte d’Ivoire', 'CI059'],
  ],
};

/**
 * A few customers get a household: every 4th customer one or two dependants (spouse, child), every 5th a
 * beneficiary, every 6th bank details with a debit-order mandate. Rows count from the customer's index, so the same
 * customers get them for the same seed.
 */
function addHousehold(
  out: PartnerRows,
  partner: DemoPartner,
  customerGuid: string,
  fullName: string,
  index: number,
  r: Random,
  today: string,
  heir: Heir,
) {
  const people = partner.people;
  const base = { partner_guid: out.customers[0]!.partner_guid, customer_guid: customerGuid };
  const family = fullName.split(' ').at(-1)!;
  if (index % 4 === 0) {
    out.dependants.push({
      ...base,
      guid: r.uuid(Date.parse(`${today}T00:00:00Z`)),
      full_name: heir.full_name,
      relationship: 'Spouse',
      gender: heir.gender,
      date_of_birth: addDays(today, -r.int(20 * 365, 55 * 365)),
      national_id: people.nationalId(r),
    });
    if (r.chance(0.6)) {
      const child = personName(people, r);
      out.dependants.push({
        ...base,
        guid: r.uuid(Date.parse(`${today}T00:00:00Z`)),
        full_name: `${child.full_name.split(' ')[0]} ${family}`,
        relationship: 'Child',
        gender: child.gender,
        date_of_birth: addDays(today, -r.int(365, 17 * 365)),
        national_id: null,
      });
    }
  }
  if (index % 5 === 0)
    out.beneficiaries.push({
      ...base,
      guid: r.uuid(Date.parse(`${today}T00:00:00Z`)),
      full_name: heir.full_name,
      relationship: heir.relationship,
      msisdn: heir.msisdn,
      percentage: 100,
    });
  if (index % 6 === 0) {
    const [bank, code] = r.pick(BANKS[partner.country]!);
    out.bankDetails.push({
      ...base,
      guid: r.uuid(Date.parse(`${today}T00:00:00Z`)),
      bank_name: bank,
      bank_code: code,
      account_holder: fullName,
      account_number: String(r.int(100_000_000, 999_999_999)),
      account_type: 'savings',
      mandate_reference: `MDT-${partner.code}-${String(index).padStart(5, '0')}`,
    });
  }
}

const REJECTIONS = ['Claim within waiting period', 'Policy not in force at event date', 'Documents inconsistent'];

function addClaims(
  out: PartnerRows,
  partner: DemoPartner,
  claimable: {
    policy: PartnerRows['policies'][number];
    product: { def: DemoProduct; benefit: number; fixed: number };
    name: string;
    dob: string;
  }[],
  r: Random,
  today: string,
) {
  const wanted = Math.min(claimable.length, Math.round(partner.customers * 0.4));
  const deadline = partner.claim_config.document_deadline_days ?? 30;
  for (let i = 0; i < wanted; i++) {
    const { policy, product, name, dob } = claimable[Math.floor((i * claimable.length) / wanted)]!;
    // The first six cover every status; the rest follow a realistic spread.
    const status =
      i < CLAIM_STATUSES.length
        ? CLAIM_STATUSES[i]!
        : r.weighted([
            ['decision_pending', 15],
            ['approved_pending', 8],
            ['open', 15],
            ['payable', 10],
            ['closed', 45],
            ['expired', 7],
          ] as const);
    const age =
      status === 'expired' ? r.int(deadline + 5, deadline + 120) : status === 'closed' ? r.int(10, 300) : r.int(0, 25);
    let received = addDays(today, -age);
    let event = addDays(received, -r.int(1, 20));
    const type =
      product.def.type === 'hospital' ? 'hospital' : product.def.type === 'personal_accident' ? 'accident' : 'death';
    // Someone else than the principal only when the customer has a dependant (the claim then names them).
    const dependant =
      type !== 'death' && r.chance(0.7)
        ? undefined
        : out.dependants.find((d) => d.customer_guid === policy.customer_guid);
    const nights = r.int(1, 10);
    // The insured event falls while the policy covered it (a hospital stay is assessed on its admission day), and the
    // claim is received after it: demo claims obey the rules an entered claim is assessed by.
    const ended = policy.valid_until && policy.valid_until < today ? policy.valid_until : today;
    const lastDay = addDays(ended, -1);
    // After the cool-off and (accidents exempt) the waiting period too.
    const waiting = type === 'accident' ? 0 : product.def.waiting_days;
    const firstDay = addDays(
      policy.start_date,
      Math.ceil(product.def.cool_off_hours / 24) + 1 + waiting + (type === 'hospital' ? nights : 0),
    );
    if (firstDay <= lastDay) {
      if (event < firstDay) event = firstDay;
      if (event > lastDay) event = lastDay;
      const maxDays = partner.claim_config.max_days_after_discharge_or_death ?? 30;
      if (received <= event || daysBetween(event, received) > maxDays) {
        const late = addDays(event, r.int(1, Math.min(20, maxDays)));
        received = late < today ? late : today;
      }
    }
    const amount =
      type === 'hospital'
        ? nights * product.benefit
        : type === 'accident'
          ? Math.round(product.fixed / 4)
          : product.fixed;
    const rejected = status === 'closed' && r.chance(0.3);
    const decided = ['approved_pending', 'payable'].includes(status) || (status === 'closed' && !rejected);
    const hospital = r.pick(partner.people.hospitals);
    const condition =
      type === 'hospital'
        ? r.pick(['ILLNESS', 'SURGERY', 'MATERNITY'])
        : type === 'accident'
          ? 'ACCIDENT'
          : r.pick(['DEATH_NATURAL', 'DEATH_ACCIDENTAL']);
    const complex = partner.config.claims_mode === 'complex';
    const decidedAt = decided || rejected ? at(addDays(received, Math.min(age, 2)), r) : null;
    out.claims.push({
      partner_guid: policy.partner_guid,
      guid: r.uuid(Date.parse(received)),
      claim_reference: `CLM-${partner.code}-${String(i + 1).padStart(5, '0')}`,
      customer_guid: policy.customer_guid,
      policy_guid: policy.guid!,
      type,
      status,
      received_at: at(received, r),
      claim_amount_cents: amount,
      benefit_amount_cents: decided ? amount : null,
      person_affected: dependant ? dependant.full_name : name,
      relation: dependant ? dependant.relationship : 'Principal',
      dependant_guid: dependant?.guid ?? null,
      person_affected_dob: dependant ? dependant.date_of_birth : dob,
      birth_certificate_valid: dependant?.relationship === 'Child' ? true : null,
      hospital_admission_date: type === 'hospital' ? addDays(event, -nights) : null,
      hospital_discharge_date: type === 'hospital' ? event : null,
      death_date: type === 'death' ? event : null,
      event_date: event,
      hospitalization_reason: type === 'hospital' ? r.pick(REASONS) : null,
      hospital_name: type === 'death' ? null : hospital,
      // The partner's claim conditions (products-demo lists them): hospital stays and accidents need one.
      condition: demoConditionName(condition, partner.country),
      // An accidental death was caused by an accident; an accident claim always is.
      is_accident: type === 'accident' || condition === 'DEATH_ACCIDENTAL' || (type === 'hospital' && r.chance(0.1)),
      document_channel: r.pick(['whatsapp', 'email', 'branch', 'agent'] as const),
      verification: r.pick(['phone_call', 'hospital_confirmation', 'document_review'] as const),
      documentation_received_at: at(received, r),
      rejection_reason: rejected ? r.pick(REJECTIONS) : null,
      comment: status === 'expired' ? `Documents not received within ${deadline} days.` : null,
      high_risk: amount >= (partner.claim_config.high_risk_amount_cents || Number.POSITIVE_INFINITY),
      // Payouts (mobile_money_transactions) are added by seedDemoClaims: succeeded for paid claims, and on payable
      // claims one failed (retryable) and one pending.
      payment_status: status === 'closed' && !rejected ? 'succeeded' : null,
      decision: rejected ? 'rejected' : decided ? 'approved' : null,
      approved_by: decided ? 'demo.assessor' : null,
      decided_at: decidedAt,
      closed_at: status === 'closed' ? decidedAt : null,
      documents_complete: status !== 'open' && status !== 'expired',
      documents_due_date: status === 'open' || status === 'expired' ? addDays(received, deadline) : null,
      complex,
      facility: complex ? hospital : null,
      facility_code: complex ? `FAC-${String(partner.people.hospitals.indexOf(hospital) + 1).padStart(3, '0')}` : null,
      tag: complex ? (type === 'hospital' ? 'inpatient' : 'outpatient') : null,
      details: {},
    });
  }
}
