import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../platform/db/columns.ts';
import { customers } from './customers.tables.ts';

const ofCustomer = (t: { partner_guid: never; customer_guid: never }) =>
  foreignKey({
    columns: [t.partner_guid, t.customer_guid],
    foreignColumns: [customers.partner_guid, customers.guid],
  }).onDelete('cascade');

/** A dependant of a customer (SPEC §3 Dependant). */
export const dependants = pgTable(
  'dependants',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    full_name: text().notNull(),
    relationship: text().notNull(),
    gender: text().notNull(),
    date_of_birth: date({ mode: 'string' }),
    national_id: text(),
    msisdn: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('dependants_partner_customer_idx').on(t.partner_guid, t.customer_guid),
    index('dependants_partner_national_id_idx').on(t.partner_guid, t.national_id),
    ofCustomer(t as never),
  ],
);

/** Who receives a customer's benefit; percentages of one customer add up to at most 100. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    full_name: text().notNull(),
    relationship: text(),
    msisdn: text(),
    national_id: text(),
    date_of_birth: date({ mode: 'string' }),
    percentage: integer().notNull().default(100),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('beneficiaries_partner_customer_idx').on(t.partner_guid, t.customer_guid),
    ofCustomer(t as never),
  ],
);

/** A customer's bank account; `mandate_reference` (unique, unguessable) names its debit mandate. */
export const bankDetails = pgTable(
  'bank_details',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    bank_name: text().notNull(),
    bank_code: text(),
    branch_code: text(),
    account_holder: text().notNull(),
    account_number: text().notNull(),
    account_type: text().notNull().default('savings'),
    mandate_reference: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('bank_details_partner_customer_idx').on(t.partner_guid, t.customer_guid),
    uniqueIndex('bank_details_mandate_reference_key').on(t.mandate_reference),
    ofCustomer(t as never),
  ],
);

/** A customer document; the bytes live in storage under `storage_key` (chosen by the server). */
export const customerFiles = pgTable(
  'customer_files',
  {
    ...partnerOwned(),
    customer_guid: uuid().notNull(),
    type: text().notNull(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('customer_files_partner_customer_idx').on(t.partner_guid, t.customer_guid),
    uniqueIndex('customer_files_storage_key_key').on(t.storage_key),
    ofCustomer(t as never),
  ],
);
