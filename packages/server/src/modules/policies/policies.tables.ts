import type { PolicyStatus } from '@coverdesk/contract';
import {
  bigint,
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
import { partners } from '../partners/index.ts';
import { products } from '../products/index.ts';

/** A policy sold to a customer (SPEC §3 Policy). */
export const policies = pgTable(
  'policies',
  {
    ...partnerOwned(),
    policy_number: text().notNull(),
    customer_guid: uuid().notNull(),
    product_guid: uuid().notNull(),
    premium_cents: bigint({ mode: 'number' }).notNull(),
    granularity: text().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    valid_until: date({ mode: 'string' }),
    /** pending, active, lapsed, suspended, cancelled, expired (the lifecycle is the policies module's). */
    status: text().$type<PolicyStatus>().notNull(),
    beneficiary: jsonb(),
    additional_details: jsonb().notNull().default({}),
    purchased_at: ts().defaultNow().notNull(),
    cancelled_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('policies_partner_number_key').on(t.partner_guid, t.policy_number),
    index('policies_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.purchased_at),
    index('policies_partner_status_idx').on(t.partner_guid, t.status, t.purchased_at),
    /** The status list without a status filter is newest first. */
    index('policies_partner_purchased_idx').on(t.partner_guid, t.purchased_at),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
    foreignKey({ columns: [t.partner_guid, t.product_guid], foreignColumns: [products.partner_guid, products.guid] }),
  ],
);

/** Notes on a policy (SPEC §3: note type defaults to General). */
export const policyNotes = pgTable(
  'policy_notes',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    note_type: text().notNull().default('General'),
    note: text().notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('policy_notes_partner_policy_idx').on(t.partner_guid, t.policy_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);

/**
 * One counter row per partner and year: policy numbers are `<partner code>-<yyyy>-<000001>`. The upsert that bumps
 * `last_value` locks the row, so concurrent purchases never get the same number.
 */
export const policyNumberSequences = pgTable(
  'policy_number_sequences',
  {
    partner_guid: uuid().notNull(),
    year: integer().notNull(),
    last_value: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.year] }),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);

/** A priced offer before purchase (SPEC §3 Quotation); `policy_guid` is set once it is bought. */
export const quotations = pgTable(
  'quotations',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    product_guid: uuid().notNull(),
    policy_guid: uuid(),
    start_date: date({ mode: 'string' }).notNull(),
    premium_cents: bigint({ mode: 'number' }).notNull(),
    granularity: text().notNull(),
    benefit_cents: bigint({ mode: 'number' }).notNull(),
    /** open, purchased */
    status: text().$type<'open' | 'purchased'>().notNull().default('open'),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('quotations_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.created_at),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
    foreignKey({ columns: [t.partner_guid, t.product_guid], foreignColumns: [products.partner_guid, products.guid] }),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
  ],
);
