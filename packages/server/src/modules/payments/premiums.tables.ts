import { bigint, date, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';
import { partners } from '../partners/index.ts';
import { policies } from '../policies/index.ts';
import { payments } from './payments.tables.ts';

/** A premium recorded by hand (contract premiums.schemas.ts): its payment is `payment_guid`. Migration 0022. */
export const premiums = pgTable(
  'premiums',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    customer_guid: uuid().notNull(),
    payment_guid: uuid().notNull(),
    prerequisite_guid: uuid(),
    amount_in_cents: bigint({ mode: 'number' }).notNull(),
    quantity: integer().notNull().default(1),
    granularity: text().notNull(),
    /** normal or bundle (SPEC §4) */
    payment_type: text().notNull(),
    /** voice or data, for a bundle */
    bundle_kind: text(),
    payment_method: text(),
    mno_reference: text().notNull(),
    effected_date: date({ mode: 'string' }).notNull(),
    /** recorded, deleted */
    status: text().notNull().default('recorded'),
    created_by: text(),
    deleted_at: ts(),
    deleted_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('premiums_payment_key').on(t.partner_guid, t.payment_guid),
    index('premiums_partner_policy_idx').on(t.partner_guid, t.policy_guid, t.created_at),
    index('premiums_partner_customer_idx').on(t.partner_guid, t.customer_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
    foreignKey({ columns: [t.partner_guid, t.payment_guid], foreignColumns: [payments.partner_guid, payments.guid] }),
    // (partner_guid, prerequisite_guid) → premiums is in the migration (a self reference).
  ],
);

/** A direct payment request to the customer's mobile wallet (contract payment-requests.schemas.ts). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    ...partnerOwned(),
    policy_guid: uuid().notNull(),
    customer_guid: uuid().notNull(),
    msisdn: text().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    currency_code: text().notNull(),
    /** pending, succeeded, failed */
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    provider_reference: text(),
    failure_reason: text(),
    payment_guid: uuid(),
    idempotency_key: text(),
    request_hash: text(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('payment_requests_key').on(t.partner_guid, t.idempotency_key),
    index('payment_requests_partner_policy_idx').on(t.partner_guid, t.policy_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.policy_guid], foreignColumns: [policies.partner_guid, policies.guid] }),
    foreignKey({ columns: [t.partner_guid, t.payment_guid], foreignColumns: [payments.partner_guid, payments.guid] }),
  ],
);

/** A proof of payment (contract payment-documents.schemas.ts). */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    ...partnerOwned(),
    payment_guid: uuid().notNull(),
    filename: text().notNull(),
    storage_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('payment_documents_storage_key_key').on(t.storage_key),
    index('payment_documents_partner_payment_idx').on(t.partner_guid, t.payment_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.payment_guid], foreignColumns: [payments.partner_guid, payments.guid] }),
  ],
);

/** A remittance: the partner's settlement of collected premiums to the insurer (contract remittances.schemas.ts). */
export const remittances = pgTable(
  'remittances',
  {
    ...partnerOwned(),
    remittance_reference: text().notNull(),
    remitted_date: date({ mode: 'string' }).notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    bank_reference: text(),
    note: text(),
    batch_guid: uuid(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('remittances_reference_key').on(t.partner_guid, t.remittance_reference),
    index('remittances_partner_remitted_idx').on(t.partner_guid, t.remitted_date, t.guid),
    foreignKey({ columns: [t.partner_guid], foreignColumns: [partners.guid] }),
  ],
);
