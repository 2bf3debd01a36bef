import type { ProductInput } from '@coverdesk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../platform/db/client.ts';
import { countries } from '../countries/index.ts';
import { partners } from '../partners/index.ts';
import { products } from './products.tables.ts';

export type ProductRow = typeof products.$inferSelect;

/** Products of one partner. Every method runs in a partner-scoped transaction and filters by partner too. */
export const productsRepository = {
  async list(tx: Executor, partner: string, q: { type?: string; active_only?: boolean; paid?: boolean }) {
    return tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.partner_guid, partner),
          q.type ? eq(products.type, q.type) : undefined,
          q.active_only ? eq(products.active, true) : undefined,
          q.paid === undefined ? undefined : eq(products.paid, q.paid),
        ),
      )
      .orderBy(asc(products.name));
  },
  async get(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.partner_guid, partner), eq(products.guid, guid)));
    return row;
  },
  async insert(tx: Executor, partner: string, input: ProductInput) {
    const [row] = await tx
      .insert(products)
      .values({ ...input, partner_guid: partner, guid: uuidv7() })
      .onConflictDoNothing()
      .returning();
    return row;
  },
  async codeTaken(tx: Executor, partner: string, code: string, except?: string) {
    const [row] = await tx
      .select({ guid: products.guid })
      .from(products)
      .where(and(eq(products.partner_guid, partner), eq(products.code, code)));
    return Boolean(row && row.guid !== except);
  },
  async update(tx: Executor, partner: string, guid: string, input: ProductInput) {
    const [row] = await tx
      .update(products)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(eq(products.partner_guid, partner), eq(products.guid, guid)))
      .returning();
    return row;
  },
  /** The partner's currency: the currency of its country (SPEC §9). */
  async currencyOf(tx: Executor, partner: string) {
    const [row] = await tx
      .select({ currency_code: countries.currency_code })
      .from(partners)
      .innerJoin(countries, eq(countries.code, partners.country_code))
      .where(eq(partners.guid, partner));
    return row?.currency_code ?? null;
  },
};
