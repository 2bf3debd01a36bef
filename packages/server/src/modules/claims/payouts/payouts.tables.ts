import {
  bigint,
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
import { partnerOwned } from '../../../platform/db/columns.ts';
import { claims } from '../claims.tables.ts';

/**
 * A claim payout sent through the mobile-money gateway. The idempotency key is unique per partner: a retried request
 * finds the first transaction and replays its answer instead of paying again.
 */
export const mobileMoneyTransactions = pgTable(
  'mobile_money_transactions',
  {
    ...partnerOwned(),
    claim_guid: uuid().notNull(),
    msisdn: text().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    currency_code: text().notNull(),
    idempotency_key: text().notNull(),
    /** A hash of the claim, action and version sent with an Idempotency-Key (migration 0038). */
    request_hash: text(),
    /** pending, succeeded, failed */
    status: text().notNull(),
    failure_reason: text(),
    provider_reference: text(),
    retry_of_guid: uuid(),
    requested_by: text(),
    /** The first answer, replayed to a request that repeats the idempotency key. */
    response: jsonb(),
    response_status: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    unique('mmt_partner_idempotency_key').on(t.partner_guid, t.idempotency_key),
    index('mmt_partner_claim_idx').on(t.partner_guid, t.claim_guid, t.created_at),
    foreignKey({ columns: [t.partner_guid, t.claim_guid], foreignColumns: [claims.partner_guid, claims.guid] }),
  ],
);
