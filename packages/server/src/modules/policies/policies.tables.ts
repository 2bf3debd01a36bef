import { date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { customers } from '../customers/customers.tables.ts';
import { products } from '../products/products.tables.ts';

/** A policy sold to a customer (SPEC §3 Policy). */
export const policies = pgTable(
  'policies',
  {
    ...partnerOwned(),
    policy_number: text().notNull(),
    customer_guid: uuid().notNull(),
    product_guid: uuid().notNull(),
    premium_cents: integer().notNull(),
    granularity: text().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    valid_until: date({ mode: 'string' }),
    /** pending, active, lapsed, suspended, cancelled, expired (the lifecycle is the policies module's). */
    status: text().notNull(),
    beneficiary: jsonb(),
    additional_details: jsonb().notNull().default({}),
    purchased_at: ts().defaultNow().notNull(),
    cancelled_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('policies_partner_number_key').on(t.partner_guid, t.policy_number),
    index('policies_partner_customer_idx').on(t.partner_guid, t.customer_guid),
    index('policies_partner_status_idx').on(t.partner_guid, t.status),
    foreignKey({
      columns: [t.partner_guid, t.customer_guid],
      foreignColumns: [customers.partner_guid, customers.guid],
    }),
    foreignKey({ columns: [t.partner_guid, t.product_guid], foreignColumns: [products.partner_guid, products.guid] }),
  ],
);
