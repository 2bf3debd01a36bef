import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { policies } from '../../policies/index.ts';
import { products } from '../../products/index.ts';
import { claimBenefitUsages, claimExpenses } from './complex.tables.ts';

const U = claimBenefitUsages;
const E = claimExpenses;

export const complexRepository = {
  usagesOf: (tx: Executor, partner: string, claimGuid: string) =>
    tx
      .select()
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.claim_guid, claimGuid)))
      .orderBy(asc(U.created_at), asc(U.guid)),
  expensesOf: (tx: Executor, partner: string, claimGuid: string) =>
    tx
      .select()
      .from(E)
      .where(and(eq(E.partner_guid, partner), eq(E.claim_guid, claimGuid)))
      .orderBy(asc(E.position)),
  async usage(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.guid, guid)));
    return row;
  },
  async insertUsage(tx: Executor, row: typeof U.$inferInsert) {
    const [r] = await tx.insert(U).values(row).returning();
    return r!;
  },
  deleteUsage: (tx: Executor, partner: string, guid: string) =>
    tx.delete(U).where(and(eq(U.partner_guid, partner), eq(U.guid, guid))),
  async usedBy(tx: Executor, partner: string, beneficiary: string, policyGuid: string) {
    const [r] = await tx
      .select({ n: sql<number>`coalesce(sum(${U.amount_cents}), 0)::bigint` })
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.beneficiary_guid, beneficiary), eq(U.policy_guid, policyGuid)));
    return r?.n ?? 0;
  },
  async claimTotal(tx: Executor, partner: string, claimGuid: string) {
    const [r] = await tx
      .select({ n: sql<number>`coalesce(sum(${U.amount_cents}), 0)::bigint` })
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.claim_guid, claimGuid)));
    return r?.n ?? 0;
  },
  async replaceExpenses(tx: Executor, partner: string, claimGuid: string, rows: (typeof E.$inferInsert)[]) {
    await tx.delete(E).where(and(eq(E.partner_guid, partner), eq(E.claim_guid, claimGuid)));
    if (rows.length) await tx.insert(E).values(rows);
  },
  /** Usage per policy and benefit of a beneficiary, with the policy's limit (the product's fixed indemnity per life). */
  async balances(tx: Executor, partner: string, beneficiary: string) {
    const used = await tx
      .select({
        policy_guid: U.policy_guid,
        benefit_name: U.benefit_name,
        used: sql<number>`sum(${U.amount_cents})::bigint`,
      })
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.beneficiary_guid, beneficiary)))
      .groupBy(U.policy_guid, U.benefit_name);
    const policyGuids = [...new Set(used.map((u) => u.policy_guid))];
    const limits = await tx
      .select({ policy_guid: policies.guid, limit: products.fixed_indemnity_amount })
      .from(policies)
      .innerJoin(
        products,
        and(eq(products.partner_guid, policies.partner_guid), eq(products.guid, policies.product_guid)),
      )
      .where(
        and(
          eq(policies.partner_guid, partner),
          or(
            eq(policies.customer_guid, beneficiary),
            policyGuids.length ? inArray(policies.guid, policyGuids) : sql`false`,
          ),
        ),
      );
    return { used, limits };
  },
};
