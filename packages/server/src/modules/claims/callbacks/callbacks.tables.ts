import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../../platform/db/columns.ts';
import { claims } from '../claims.tables.ts';

/** A customer's request to be called back about a claim: open until an agent closes it with a reason. */
export const claimCallbacks = pgTable(
  'claim_callbacks',
  {
    ...partnerOwned(),
    claim_guid: uuid().notNull(),
    msisdn: text().notNull(),
    notes: text(),
    /** open, closed */
    status: text().notNull().default('open'),
    requested_at: ts().defaultNow().notNull(),
    closed_reason: text(),
    closed_by: text(),
    closed_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('claim_callbacks_partner_status_idx').on(t.partner_guid, t.status, t.requested_at),
    index('claim_callbacks_partner_claim_idx').on(t.partner_guid, t.claim_guid),
    foreignKey({ columns: [t.partner_guid, t.claim_guid], foreignColumns: [claims.partner_guid, claims.guid] }),
  ],
);
