import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned } from '../../../platform/db/columns.ts';
import { claims } from '../claims.tables.ts';

/** A benefit consumed by a complex claim, counted against the beneficiary's balance on the policy. */
export const claimBenefitUsages = pgTable(
  'claim_benefit_usages',
  {
    ...partnerOwned(),
    claim_guid: uuid().notNull(),
    policy_guid: uuid().notNull(),
    /** The dependant's guid, or the customer's guid when the principal is affected. */
    beneficiary_guid: uuid().notNull(),
    benefit_name: text().notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('claim_usages_partner_beneficiary_idx').on(t.partner_guid, t.beneficiary_guid, t.policy_guid),
    index('claim_usages_partner_claim_idx').on(t.partner_guid, t.claim_guid),
    foreignKey({ columns: [t.partner_guid, t.claim_guid], foreignColumns: [claims.partner_guid, claims.guid] }),
  ],
);

/** A line of a complex claim's bill (e.g. ward days, drugs, theatre). */
export const claimExpenses = pgTable(
  'claim_expenses',
  {
    ...partnerOwned(),
    claim_guid: uuid().notNull(),
    description: text().notNull(),
    category: text(),
    quantity: integer().notNull(),
    unit_amount_cents: bigint({ mode: 'number' }).notNull(),
    amount_cents: bigint({ mode: 'number' }).notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid] }),
    index('claim_expenses_partner_claim_idx').on(t.partner_guid, t.claim_guid, t.position),
    foreignKey({ columns: [t.partner_guid, t.claim_guid], foreignColumns: [claims.partner_guid, claims.guid] }),
  ],
);
