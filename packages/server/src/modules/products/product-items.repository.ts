import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../platform/db/client.ts';
import {
  extendedMembershipConfigs,
  extendedMembershipPremiums,
  groupProductConfigs,
  membershipConfigs,
  productBenefits,
  productPremiums,
} from './product-items.tables.ts';

type ItemTable =
  | typeof productPremiums
  | typeof productBenefits
  | typeof extendedMembershipPremiums
  | typeof extendedMembershipConfigs
  | typeof membershipConfigs
  | typeof groupProductConfigs;

/**
 * SQL for the rows that hang off a product (premiums, benefits, membership and group configs). Each is
 * partner-owned with the key (partner_guid, guid) and a composite foreign key to its product; every query filters
 * by the partner as well as running under row-level security.
 */
function itemsOf<T extends ItemTable>(table: T) {
  const t = table as unknown as typeof productPremiums;
  type Row = T['$inferSelect'];
  type New = Omit<T['$inferInsert'], 'partner_guid' | 'guid'>;
  return {
    async listByProduct(tx: Executor, partner: string, product: string): Promise<Row[]> {
      return (await tx
        .select()
        .from(table as PgTable)
        .where(and(eq(t.partner_guid, partner), eq(t.product_guid, product)))
        .orderBy(asc(t.created_at), asc(t.guid))) as Row[];
    },
    async get(tx: Executor, partner: string, guid: string): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(and(eq(t.partner_guid, partner), eq(t.guid, guid)));
      return row as Row | undefined;
    },
    async insert(tx: Executor, partner: string, values: New): Promise<Row | undefined> {
      const rows = (await tx
        .insert(table as typeof productPremiums)
        .values({ ...values, partner_guid: partner, guid: uuidv7() } as never)
        .onConflictDoNothing()
        .returning()) as unknown as Row[];
      return rows[0];
    },
    async update(tx: Executor, partner: string, guid: string, values: Partial<New>): Promise<Row | undefined> {
      const [row] = await tx
        .update(table as typeof productPremiums)
        .set({ ...values, updated_at: sql`now()` } as never)
        .where(and(eq(t.partner_guid, partner), eq(t.guid, guid)))
        .returning();
      return row as Row | undefined;
    },
    async remove(tx: Executor, partner: string, guid: string): Promise<Row | undefined> {
      const [row] = await tx
        .delete(table as typeof productPremiums)
        .where(and(eq(t.partner_guid, partner), eq(t.guid, guid)))
        .returning();
      return row as Row | undefined;
    },
  };
}

export const premiumsRepository = itemsOf(productPremiums);
export const benefitsRepository = itemsOf(productBenefits);
export const extendedPremiumsRepository = itemsOf(extendedMembershipPremiums);
export const extendedConfigsRepository = itemsOf(extendedMembershipConfigs);
export const membershipConfigsRepository = itemsOf(membershipConfigs);
export const groupConfigsRepository = itemsOf(groupProductConfigs);
