import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { mobileMoneyTransactions } from './payouts.tables.ts';

export type PayoutRow = typeof mobileMoneyTransactions.$inferSelect;

export const payoutsRepository = {
  /** Inserts the transaction unless its idempotency key exists (then waits for and returns nothing). */
  async insertOnce(tx: Executor, row: typeof mobileMoneyTransactions.$inferInsert) {
    const [created] = await tx.insert(mobileMoneyTransactions).values(row).onConflictDoNothing().returning();
    return created;
  },
  async byKey(tx: Executor, partner: string, key: string) {
    const [row] = await tx
      .select()
      .from(mobileMoneyTransactions)
      .where(and(eq(mobileMoneyTransactions.partner_guid, partner), eq(mobileMoneyTransactions.idempotency_key, key)));
    return row;
  },
  async get(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(mobileMoneyTransactions)
      .where(and(eq(mobileMoneyTransactions.partner_guid, partner), eq(mobileMoneyTransactions.guid, guid)));
    return row;
  },
  async forClaim(tx: Executor, partner: string, claimGuid: string) {
    return tx
      .select()
      .from(mobileMoneyTransactions)
      .where(and(eq(mobileMoneyTransactions.partner_guid, partner), eq(mobileMoneyTransactions.claim_guid, claimGuid)))
      .orderBy(desc(mobileMoneyTransactions.created_at), desc(mobileMoneyTransactions.guid));
  },
  async latestForClaim(tx: Executor, partner: string, claimGuid: string) {
    const [row] = await payoutsRepository.forClaim(tx, partner, claimGuid);
    return row;
  },
  async update(tx: Executor, partner: string, guid: string, patch: Partial<PayoutRow>) {
    const [row] = await tx
      .update(mobileMoneyTransactions)
      .set({ ...patch, updated_at: sql`now()` })
      .where(and(eq(mobileMoneyTransactions.partner_guid, partner), eq(mobileMoneyTransactions.guid, guid)))
      .returning();
    return row;
  },
};
