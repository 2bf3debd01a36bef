import { bigint, boolean, foreignKey, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../platform/db/columns.ts';
import { partners } from '../partners/index.ts';

/** An insurance product a partner sells (SPEC §3 Product). Amounts are integer cents. */
export const products = pgTable(
  'products',
  {
    ...partnerOwned(),
    code: text().notNull(),
    name: text().notNull(),
    /** hospital, life, funeral, personal_accident, health, device… */
    type: text().notNull(),
    /** SPEC §3 "type (paid)": false for free products (loyalty). */
    paid: boolean().notNull().default(true),
    cover_type: text().notNull(),
    /** The premium period: daily, weekly, monthly, yearly. */
    granularity: text().notNull(),
    cardinality: text().notNull(),
    payment_method: text().notNull(),
    minimum_age: integer().notNull(),
    maximum_age: integer().notNull(),
    cool_off_hours: integer().notNull().default(0),
    waiting_days: integer().notNull().default(0),
    min_hospital_days: integer().notNull().default(0),
    max_hospital_days: integer().notNull().default(0),
    eligibility_threshold: integer().notNull().default(0),
    debit_grace_days: integer().notNull().default(0),
    hospital_benefit_amount: bigint({ mode: 'number' }).notNull().default(0),
    fixed_indemnity_amount: bigint({ mode: 'number' }).notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('products_partner_code_key').on(t.partner_guid, t.code),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);
