import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { countries } from '../countries/index.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { policies } from '../policies/index.ts';
import { paymentRequests } from './premiums.tables.ts';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** SQL of payment requests. Every method filters by partner_guid (row-level security checks again). */
export const paymentRequestsRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.partner_guid, partner), eq(paymentRequests.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async byKey(db: Executor, partner: string, key: string) {
    const [row] = await db
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.partner_guid, partner), eq(paymentRequests.idempotency_key, key)));
    return row;
  },
  /** Inserts unless the idempotency key is already used (answers undefined then). */
  async insertOnce(db: Executor, row: typeof paymentRequests.$inferInsert) {
    const [out] = await db.insert(paymentRequests).values(row).onConflictDoNothing().returning();
    return out;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof paymentRequests.$inferInsert>) {
    const [row] = await db
      .update(paymentRequests)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(paymentRequests.partner_guid, partner), eq(paymentRequests.guid, guid)))
      .returning();
    return row!;
  },
  async page(db: Executor, partner: string, q: { page: number; size: number; policy: string }) {
    const where = and(eq(paymentRequests.partner_guid, partner), eq(paymentRequests.policy_guid, q.policy));
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(paymentRequests)
          .where(where)
          .orderBy(desc(paymentRequests.created_at), desc(paymentRequests.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(paymentRequests).where(where),
    );
  },
  /** The policy, its customer's number and the partner's currency. */
  async policyContext(db: Executor, partner: string, policyGuid: string) {
    const [row] = await db
      .select({ policy: policies, msisdn: customers.msisdn, currency_code: countries.currency_code })
      .from(policies)
      .innerJoin(
        customers,
        and(eq(customers.partner_guid, policies.partner_guid), eq(customers.guid, policies.customer_guid)),
      )
      .innerJoin(partners, eq(partners.guid, policies.partner_guid))
      .innerJoin(countries, eq(countries.code, partners.country_code))
      .where(and(eq(policies.partner_guid, partner), eq(policies.guid, policyGuid)));
    return row;
  },
};
