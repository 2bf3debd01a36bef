import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { partners } from '../partners/index.ts';

/** A partner's customer (SPEC §3 Customer). `msisdn` is stored in international form without '+'. */
export const customers = pgTable(
  'customers',
  {
    ...partnerOwned(),
    msisdn: text().notNull(),
    full_name: text().notNull(),
    date_of_birth: date({ mode: 'string' }),
    national_id: text(),
    external_identifier: text(),
    language: text().notNull().default('en'),
    gender: text(),
    town: text(),
    address: text(),
    beneficiary_name: text(),
    beneficiary_msisdn: text(),
    registration_channel: text().notNull().default('WebClient'),
    is_agent: boolean().notNull().default(false),
    has_bank_account: boolean().notNull().default(false),
    loyalty_opt_in: boolean().notNull().default(false),
    status: text().notNull().default('active'),
    created_by: text(),
    loyalty_registered_at: ts(),
    /** none → pending → verified | failed (request_kyc, checked by the KYC provider in a background job). */
    kyc_status: text().notNull().default('none'),
    kyc_requested_at: ts(),
    kyc_checked_at: ts(),
    kyc_reason: text(),
    /** The accent-free, lower-case name that name search compares (kept, so a search never recomputes it per row). */
    name_key: text().generatedAlwaysAs(sql`cd_normalize_name(full_name)`),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('customers_partner_msisdn_key').on(t.partner_guid, t.msisdn),
    index('customers_partner_national_id_idx').on(t.partner_guid, t.national_id),
    index('customers_partner_external_id_idx').on(t.partner_guid, t.external_identifier),
    index('customers_partner_created_idx').on(t.partner_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
    // Partitioned by partner (migration 0009) and the name indexes (migration 0013: the b-tree on (name_key,
    // full_name, guid) here, the GiST trigram index on the distinct names of customer_names), written by hand.
  ],
);
