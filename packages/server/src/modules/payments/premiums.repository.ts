import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { products } from '../products/index.ts';
import { premiums } from './premiums.tables.ts';

export type PremiumRow = typeof premiums.$inferSelect;
export type PremiumWithProduct = PremiumRow & { fixed_indemnity_amount: number; product_granularity: string };

const withProduct = {
  premium: premiums,
  fixed_indemnity_amount: sql<number>`coalesce(${products.fixed_indemnity_amount}, 0)::bigint`,
  product_granularity: sql<string>`coalesce(${products.granularity}, ${premiums.granularity})`,
};

/** SQL of premiums. Every method filters by partner_guid (row-level security checks again). */
export const premiumsRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(premiums)
      .where(and(eq(premiums.partner_guid, partner), eq(premiums.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async insert(db: Executor, row: typeof premiums.$inferInsert) {
    const [out] = await db.insert(premiums).values(row).returning();
    return out!;
  },
  async markDeleted(db: Executor, partner: string, guid: string, by: string) {
    const [row] = await db
      .update(premiums)
      .set({ status: 'deleted', deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()` })
      .where(and(eq(premiums.partner_guid, partner), eq(premiums.guid, guid)))
      .returning();
    return row!;
  },
  /** Recorded premiums that name this one as their prerequisite. */
  async dependants(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select({ n: count() })
      .from(premiums)
      .where(
        and(eq(premiums.partner_guid, partner), eq(premiums.prerequisite_guid, guid), eq(premiums.status, 'recorded')),
      );
    return row?.n ?? 0;
  },
  async page(db: Executor, partner: string, q: { page: number; size: number; policy?: string; customer?: string }) {
    const where = and(
      eq(premiums.partner_guid, partner),
      q.policy ? eq(premiums.policy_guid, q.policy) : undefined,
      q.customer ? eq(premiums.customer_guid, q.customer) : undefined,
    );
    const { items: rows, count: total } = await pageOf(
      q,
      (w) =>
        db
          .select(withProduct)
          .from(premiums)
          .innerJoin(
            sql`policies pol`,
            sql`pol.partner_guid = ${premiums.partner_guid} and pol.guid = ${premiums.policy_guid}`,
          )
          .leftJoin(
            products,
            and(eq(products.partner_guid, premiums.partner_guid), sql`${products.guid} = pol.product_guid`),
          )
          .where(where)
          .orderBy(desc(premiums.created_at), desc(premiums.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(premiums).where(where),
    );
    return {
      items: rows.map(
        (r): PremiumWithProduct => ({
          ...r.premium,
          fixed_indemnity_amount: Number(r.fixed_indemnity_amount),
          product_granularity: r.product_granularity,
        }),
      ),
      count: total,
    };
  },
};
