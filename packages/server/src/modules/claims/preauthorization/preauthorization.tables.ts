import { bigint, date, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../../platform/db/columns.ts';
import { customers } from '../../customers/index.ts';
import { policies } from '../../policies/index.ts';

/** Approval, before treatment, that a hospital stay is covered; the later claim links to it and uses it. */
export const claimPreauthorizations = pgTable(
  'claim_preauthorizations',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    dependant_guid: uuid(),
    person_affected: text().notNull(),
    hospital_name: text().notNull(),
    admission_date: date({ mode: 'string' }).notNull(),
    expected_discharge_date: date({ mode: 'string' }),
    condition: text().notNull(),
    hospitalization_reason: text(),
    requested_amount_cents: bigint({ mode: 'number' }).notNull(),
    approved_amount_cents: bigint({ mode: 'number' }),
    /** pending, approved, rejected, used, cancelled */
    status: text().notNull().default('pending'),
    decision_reason: text(),
    notes: text(),
    claim_guid: uuid(),
    created_by: text(),
    version: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('claim_preauth_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.created_at),
    index('claim_preauth_partner_status_idx').on(t.partner_guid, t.status, t.created_at),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);
