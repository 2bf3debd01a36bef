import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { partners } from '../partners/index.ts';
import { payments } from '../payments/index.ts';
import { products } from '../products/index.ts';

/** A group scheme (migration 0020): buys the product's cover at `premium_cents` per principal. */
export const groups = pgTable(
  'groups',
  {
    ...partnerOwned(),
    name: text().notNull(),
    group_type: text().notNull(),
    product_guid: uuid().notNull(),
    premium_cents: bigint({ mode: 'number' }).notNull(),
    granularity: text().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    contact_name: text().notNull(),
    contact_msisdn: text().notNull(),
    contact_email: text(),
    status: text().notNull().default('pre_registered'),
    created_by: text(),
    created_by_guid: text(),
  },
  (t) => [
    primaryKey({ name: 'groups_pk', columns: [t.partner_guid, t.guid] }),
    uniqueIndex('groups_name_key').on(t.partner_guid, sql`lower(${t.name})`),
    index('groups_partner_created_idx').on(t.partner_guid, t.created_at.desc(), t.guid.desc()),
    index('groups_partner_creator_idx').on(t.partner_guid, t.created_by_guid, t.created_at.desc()),
    foreignKey({
      name: 'groups_product_fk',
      columns: [t.partner_guid, t.product_guid],
      foreignColumns: [products.partner_guid, products.guid],
    }),
  ],
);
export type GroupRow = typeof groups.$inferSelect;

/** A temporary member: a principal (phone number first) or a dependant of one, until registration. */
export const groupTempMembers = pgTable(
  'group_temp_members',
  {
    ...partnerOwned(),
    group_guid: uuid().notNull(),
    /** principal or dependant */
    kind: text().notNull(),
    principal_guid: uuid(),
    full_name: text(),
    msisdn: text(),
    date_of_birth: date({ mode: 'string' }),
    national_id: text(),
    gender: text(),
    relationship: text(),
    /** pending, registered, failed */
    status: text().notNull().default('pending'),
    /** The message key of the last failed registration. */
    error: text(),
    customer_guid: uuid(),
    dependant_guid: uuid(),
    policy_guid: uuid(),
  },
  (t) => [
    primaryKey({ name: 'group_temp_members_pk', columns: [t.partner_guid, t.guid] }),
    index('group_temp_members_group_idx').on(t.partner_guid, t.group_guid, t.kind, t.status, t.guid),
    index('group_temp_members_principal_idx').on(t.partner_guid, t.principal_guid),
    foreignKey({
      name: 'group_temp_members_group_fk',
      columns: [t.partner_guid, t.group_guid],
      foreignColumns: [groups.partner_guid, groups.guid],
    }).onDelete('cascade'),
  ],
);
export type TempMemberRow = typeof groupTempMembers.$inferSelect;

/** A registration run of a group (one job): its progress. */
export const groupRegistrations = pgTable(
  'group_registrations',
  {
    ...partnerOwned(),
    group_guid: uuid().notNull(),
    status: text().notNull().default('queued'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    registered: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    error: text(),
    cancel_requested: boolean().notNull().default(false),
    created_by: text(),
    created_by_guid: text(),
    finished_at: ts(),
  },
  (t) => [
    primaryKey({ name: 'group_registrations_pk', columns: [t.partner_guid, t.guid] }),
    index('group_registrations_group_idx').on(t.partner_guid, t.group_guid, t.created_at.desc()),
  ],
);
export type GroupRegistrationRow = typeof groupRegistrations.$inferSelect;

/** A request to be called back by a group sales agent (the public call or an agent's note). */
export const groupCallbacks = pgTable(
  'group_callbacks',
  {
    ...partnerOwned(),
    group_guid: uuid(),
    msisdn: text().notNull(),
    name: text(),
    product_guid: uuid(),
    status: text().notNull().default('open'),
    requested_at: ts().defaultNow().notNull(),
    /** Set together when closed (migration 0030): why, by whom, when. */
    closed_reason: text(),
    closed_by: text(),
    closed_at: ts(),
  },
  (t) => [
    primaryKey({ name: 'group_callbacks_pk', columns: [t.partner_guid, t.guid] }),
    index('group_callbacks_partner_idx').on(t.partner_guid, t.requested_at.desc(), t.guid.desc()),
    foreignKey({ name: 'group_callbacks_partner_fk', columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);

export type GroupCallbackRow = typeof groupCallbacks.$inferSelect;

/** One payment of a group, split into ordinary payments of its policies (`group_payment_items`). */
export const groupPayments = pgTable(
  'group_payments',
  {
    ...partnerOwned(),
    group_guid: uuid().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    unallocated_cents: bigint({ mode: 'number' }).notNull(),
    effected_date: date({ mode: 'string' }).notNull(),
    mno_reference: text().notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ name: 'group_payments_pk', columns: [t.partner_guid, t.guid] }),
    unique('group_payments_reference_key').on(t.partner_guid, t.mno_reference),
    index('group_payments_group_idx').on(t.partner_guid, t.group_guid, t.created_at.desc()),
    foreignKey({
      name: 'group_payments_group_fk',
      columns: [t.partner_guid, t.group_guid],
      foreignColumns: [groups.partner_guid, groups.guid],
    }),
  ],
);

export const groupPaymentItems = pgTable(
  'group_payment_items',
  {
    partner_guid: uuid().notNull(),
    group_payment_guid: uuid().notNull(),
    payment_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'group_payment_items_pk', columns: [t.partner_guid, t.group_payment_guid, t.payment_guid] }),
    foreignKey({
      name: 'group_payment_items_payment_fk',
      columns: [t.partner_guid, t.payment_guid],
      foreignColumns: [payments.partner_guid, payments.guid],
    }),
  ],
);
