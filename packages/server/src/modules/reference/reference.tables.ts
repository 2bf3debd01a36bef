import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { countries } from '../countries/index.ts';
import { partners } from '../partners/index.ts';

/**
 * Banks: shared reference data per country (no partner). Seeded for KE and CI by migration; no foreign key to
 * countries because the country rows are created after the migration (by an administrator or the demo data).
 */
export const banks = pgTable(
  'banks',
  {
    guid: uuid().primaryKey(),
    country_code: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    swift_code: text(),
    created_at: ts().defaultNow().notNull(),
  },
  (t) => [unique('banks_country_code_key').on(t.country_code, t.code)],
);

/**
 * A partner's hospital panel. Search (see reference.repository.ts and migration 0013): from 3 characters, the word
 * index (reference_name_words and reference_word_entries, kept by triggers) serves "part of the name" in name order;
 * a text_pattern_ops b-tree on (partner, lower(code)) serves "code prefix"; a b-tree on (partner, lower(name) COLLATE
 * "C") serves name prefixes and the listing order; the trigram GIN index on lower(name) serves what the word index
 * cannot (a query whose every word is shorter than 3 characters and not a word's start).
 */
export const hospitals = pgTable(
  'hospitals',
  {
    ...partnerOwned(),
    code: text().notNull(),
    name: text().notNull(),
    country_code: text().notNull(),
    town: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('hospitals_partner_code_key').on(t.partner_guid, t.code),
    index('hospitals_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('hospitals_code_prefix_idx').on(t.partner_guid, sql`lower(${t.code}) text_pattern_ops`),
    index('hospitals_partner_name_idx').on(t.partner_guid, sql`(lower(${t.name}) COLLATE "C")`),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
    foreignKey({ columns: [t.country_code], foreignColumns: [countries.code] }),
  ],
);

/** A partner's health-diagnosis list (ICD-10 style codes). Searched like hospitals. */
export const healthDiagnoses = pgTable(
  'health_diagnoses',
  {
    ...partnerOwned(),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('health_diagnoses_partner_code_key').on(t.partner_guid, t.code),
    index('health_diagnoses_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('health_diagnoses_code_prefix_idx').on(t.partner_guid, sql`lower(${t.code}) text_pattern_ops`),
    index('health_diagnoses_partner_name_idx').on(t.partner_guid, sql`(lower(${t.name}) COLLATE "C")`),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);

const claimList = (name: string) =>
  pgTable(
    name,
    {
      ...partnerOwned(),
      code: text().notNull(),
      name: text().notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.partner_guid, t.guid] }),
      unique(`${name}_partner_code_key`).on(t.partner_guid, t.code),
      foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
    ],
  );

/** A partner's claim rejection reasons. */
export const claimRejectionReasons = claimList('claim_rejection_reasons');
/** A partner's claim conditions (the medical or event condition picked on a claim). */
export const claimConditions = claimList('claim_conditions');
