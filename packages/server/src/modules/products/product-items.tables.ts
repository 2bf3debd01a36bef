import {
  bigint,
  boolean,
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
import { partnerOwned } from '../../platform/db/columns.ts';
import { products } from './products.tables.ts';

const productKey = (t: { partner_guid: never; product_guid: never }) =>
  foreignKey({ columns: [t.partner_guid, t.product_guid], foreignColumns: [products.partner_guid, products.guid] });

/** A premium price of a product: amount_in_cents per period of its granularity, for `quantity` periods. */
export const productPremiums = pgTable(
  'product_premiums',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    amount_in_cents: bigint({ mode: 'number' }).notNull(),
    granularity: text().notNull(),
    quantity: integer().notNull().default(1),
    active: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('product_premiums_product_idx').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);

/** A benefit of a product: fixed_indemnity, variable_indemnity or cashback_indemnity. */
export const productBenefits = pgTable(
  'product_benefits',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    benefit_type: text().notNull(),
    name: text().notNull(),
    amount_benefit: bigint({ mode: 'number' }).notNull(),
    max_amount: bigint({ mode: 'number' }),
    cashback_percentage: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('product_benefits_product_idx').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);

export const extendedMembershipPremiums = pgTable(
  'extended_membership_premiums',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    relationship: text().notNull(),
    minimum_age: integer().notNull(),
    maximum_age: integer().notNull(),
    amount_in_cents: bigint({ mode: 'number' }).notNull(),
    granularity: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('extended_membership_premiums_product_idx').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);

/** One per product. */
export const extendedMembershipConfigs = pgTable(
  'extended_membership_configs',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    enabled: boolean().notNull().default(false),
    max_members: integer().notNull().default(0),
    allowed_relationships: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('extended_membership_configs_product_key').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);

/** One per product. */
export const membershipConfigs = pgTable(
  'membership_configs',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    max_dependants: integer().notNull(),
    max_spouses: integer().notNull(),
    max_children: integer().notNull(),
    child_max_age: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('membership_configs_product_key').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);

/** One per product. */
export const groupProductConfigs = pgTable(
  'group_product_configs',
  {
    ...partnerOwned(),
    product_guid: uuid().notNull(),
    min_members: integer().notNull(),
    max_members: integer().notNull(),
    allow_dependants: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('group_product_configs_product_key').on(t.partner_guid, t.product_guid),
    productKey(t as never),
  ],
);
