import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { pageOf } from '../../../platform/db/paging.ts';
import { customers } from '../../customers/index.ts';
import { policies } from '../../policies/index.ts';
import { claimPreauthorizations } from './preauthorization.tables.ts';

export type PreauthorizationRow = typeof claimPreauthorizations.$inferSelect;
const P = claimPreauthorizations;

export const preauthorizationRepository = {
  async list(
    tx: Executor,
    partner: string,
    q: { page: number; size: number; status?: string; customer_guid?: string },
  ) {
    const parts: SQL[] = [eq(P.partner_guid, partner)];
    if (q.status) parts.push(eq(P.status, q.status));
    if (q.customer_guid) parts.push(eq(P.customer_guid, q.customer_guid));
    const where = and(...parts);
    // Joined by primary key within the row's partner: the policy number and customer name the list links to.
    return pageOf(
      q,
      (w) =>
        tx
          .select({ ...getTableColumns(P), policy_number: policies.policy_number, customer_name: customers.full_name })
          .from(P)
          .innerJoin(policies, and(eq(policies.partner_guid, P.partner_guid), eq(policies.guid, P.policy_guid)))
          .innerJoin(customers, and(eq(customers.partner_guid, P.partner_guid), eq(customers.guid, P.customer_guid)))
          .where(where)
          .orderBy(desc(P.created_at), desc(P.guid))
          .limit(w.limit)
          .offset(w.offset),
      tx.select({ n: count() }).from(P).where(where),
    );
  },
  async get(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(P)
      .where(and(eq(P.partner_guid, partner), eq(P.guid, guid)));
    return row;
  },
  async insert(tx: Executor, row: typeof P.$inferInsert) {
    const [created] = await tx.insert(P).values(row).returning();
    return created!;
  },
  async updateVersioned(
    tx: Executor,
    partner: string,
    guid: string,
    version: number,
    patch: Partial<PreauthorizationRow>,
  ) {
    const [row] = await tx
      .update(P)
      .set({ ...patch, version: sql`${P.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(P.partner_guid, partner), eq(P.guid, guid), eq(P.version, version)))
      .returning();
    return row;
  },
};
