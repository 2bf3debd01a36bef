import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { customers } from '../customers/index.ts';
import { policies } from '../policies/index.ts';

/** A claim (SPEC §3 Claim). `version` grows on every change: a change made from a stale read is refused. */
export const claims = pgTable(
  'claims',
  {
    ...partnerOwned(),
    claim_reference: text().notNull(),
    customer_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    /** hospital, death, accident, reimbursement… */
    type: text().notNull(),
    /** decision_pending, approved_pending, open, payable, closed, expired (SPEC §4). */
    status: text().notNull(),
    received_at: ts().defaultNow().notNull(),
    claim_amount_cents: bigint({ mode: 'number' }).notNull().default(0),
    benefit_amount_cents: bigint({ mode: 'number' }),
    editor_guid: text(),
    person_affected: text(),
    person_affected_dob: date({ mode: 'string' }),
    relation: text(),
    dependant_guid: uuid(),
    hospital_admission_date: date({ mode: 'string' }),
    hospital_discharge_date: date({ mode: 'string' }),
    death_date: date({ mode: 'string' }),
    event_date: date({ mode: 'string' }),
    start_date: date({ mode: 'string' }),
    end_date: date({ mode: 'string' }),
    hospitalization_reason: text(),
    hospital_name: text(),
    /** The hospital of the partner's panel (claim_hospitals) when one was chosen; the name stays free text. */
    hospital_guid: uuid(),
    condition: text(),
    is_accident: boolean(),
    document_channel: text(),
    verification: text(),
    documentation_received_at: ts(),
    birth_certificate_valid: boolean(),
    rejection_reason: text(),
    comment: text(),
    high_risk: boolean().notNull().default(false),
    payment_status: text(),
    payment_failure_reason: text(),
    details: jsonb().notNull().default({}),
    version: integer().notNull().default(1),
    /** approved, rejected, rejection_confirmed, exgratia, discarded (claim-transitions.ts). */
    decision: text(),
    /** Who approved (or granted ex gratia): four-eyes payment refuses them the payment. */
    approved_by: text(),
    decided_at: ts(),
    /** Documents must be complete by this day, else the expiry job expires the claim (null: no deadline). */
    documents_due_date: date({ mode: 'string' }),
    /** Every required document has arrived: the claim waits for the assessor rather than for documents. */
    documents_complete: boolean().notNull().default(false),
    preauthorization_guid: uuid(),
    ussd_initiated: boolean().notNull().default(false),
    ignore_max_days: boolean().notNull().default(false),
    /** The stored assessment (benefit and reasons) the summary step showed, recomputed on edits. */
    assessment: jsonb(),
    /** A complex (facility) claim: tag, facility, lawyer, benefit usages and expenses. */
    complex: boolean().notNull().default(false),
    tag: text(),
    facility: text(),
    facility_code: text(),
    lawyer: jsonb(),
    closed_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('claims_partner_reference_key').on(t.partner_guid, t.claim_reference),
    index('claims_partner_status_received_idx').on(t.partner_guid, t.status, t.received_at),
    index('claims_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.received_at),
    index('claims_partner_type_status_idx').on(t.partner_guid, t.type, t.status, t.received_at),
    index('claims_partner_reference_prefix_idx').on(t.partner_guid, t.claim_reference.op('text_pattern_ops')),
    index('claims_partner_reference_suffix_idx').using(
      'btree',
      t.partner_guid,
      sql`reverse(${t.claim_reference}) text_pattern_ops`,
    ),
    index('claims_due_idx').on(t.status, t.documents_due_date),
    index('claims_partner_complex_idx').on(t.partner_guid, t.complex, t.status, t.received_at),
    index('claims_partner_facility_idx').on(t.partner_guid, t.facility_code),
    index('claims_partner_failed_payout_idx')
      .on(t.partner_guid, t.received_at)
      .where(sql`${t.payment_status} = 'failed'`),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);

/** The last claim number used per partner and year: references read CLM-2026-000123. */
export const claimReferenceCounters = pgTable(
  'claim_reference_counters',
  {
    partner_guid: uuid().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_guid, t.year] })],
);
