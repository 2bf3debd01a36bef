import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';
import { bankDetails, beneficiaries, customerFiles, dependants } from './customer-records.tables.ts';

interface ChildTable {
  partner_guid: PgColumn;
  guid: PgColumn;
  customer_guid: PgColumn;
  created_at: PgColumn;
}

/** The same five queries for every table that hangs off a customer; each filters by partner explicitly. */
function childRepository<T extends PgTable & ChildTable>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  const t = table as unknown as PgTable & ChildTable;
  const byGuid = (partner: string, guid: string) => and(eq(t.partner_guid, partner), eq(t.guid, guid));
  return {
    async get(db: Executor, partner: string, guid: string): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(byGuid(partner, guid));
      return row as Row | undefined;
    },
    async listOf(db: Executor, partner: string, customerGuid: string): Promise<Row[]> {
      return (await db
        .select()
        .from(t)
        .where(and(eq(t.partner_guid, partner), eq(t.customer_guid, customerGuid)))
        .orderBy(asc(t.created_at), asc(t.guid))) as Row[];
    },
    async insert(db: Executor, values: New): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row as Row;
    },
    async update(db: Executor, partner: string, guid: string, set: Partial<New>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set({ ...set, updated_at: sql`now()` } as never)
        .where(byGuid(partner, guid))
        .returning();
      return row as Row | undefined;
    },
    async remove(db: Executor, partner: string, guid: string): Promise<Row | undefined> {
      const [row] = await db.delete(t).where(byGuid(partner, guid)).returning();
      return row as Row | undefined;
    },
    async removeOf(db: Executor, partner: string, customerGuid: string): Promise<Row[]> {
      return (await db
        .delete(t)
        .where(and(eq(t.partner_guid, partner), eq(t.customer_guid, customerGuid)))
        .returning()) as Row[];
    },
  };
}

export const dependantsRepository = {
  ...childRepository(dependants),
  /** The partner's dependants with this national id (indexed). */
  byNationalId: (db: Executor, partner: string, nationalId: string) =>
    db
      .select()
      .from(dependants)
      .where(and(eq(dependants.partner_guid, partner), eq(dependants.national_id, nationalId)))
      .orderBy(asc(dependants.created_at), asc(dependants.guid)),
};
export const beneficiariesRepository = {
  ...childRepository(beneficiaries),
  /** The percentage already given to the customer's other beneficiaries. */
  async shareTaken(db: Executor, partner: string, customerGuid: string, except?: string) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${beneficiaries.percentage}), 0)`.mapWith(Number) })
      .from(beneficiaries)
      .where(
        and(
          eq(beneficiaries.partner_guid, partner),
          eq(beneficiaries.customer_guid, customerGuid),
          except ? sql`${beneficiaries.guid} <> ${except}` : undefined,
        ),
      );
    return row?.n ?? 0;
  },
};
export const bankDetailsRepository = {
  ...childRepository(bankDetails),
  /** Any partner: the public mandate call runs in a system scope and finds the mandate by its reference. */
  async byMandate(db: Executor, reference: string) {
    const [row] = await db.select().from(bankDetails).where(eq(bankDetails.mandate_reference, reference));
    return row;
  },
};
export const customerFilesRepository = childRepository(customerFiles);
