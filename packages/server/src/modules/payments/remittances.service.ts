import type { Remittance } from '@coverdesk/contract';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { remittances } from './premiums.tables.ts';

/**
 * Remittances recorded, each against what was collected over its period: succeeded premium payments from the daily
 * totals the payments triggers keep (`payment_daily_totals`, status `succeeded`), so a page reads days, not payments.
 */
export function createRemittancesService(database: Database) {
  return {
    list: (partner: string, q: { page: number; size: number; from?: string; to?: string }) =>
      database.scoped([partner], async (tx) => {
        const where = and(
          eq(remittances.partner_guid, partner),
          q.from ? gte(remittances.remitted_date, q.from) : undefined,
          q.to ? lte(remittances.remitted_date, q.to) : undefined,
        );
        const { items: rows, count: total } = await pageOf(
          q,
          (w) =>
            tx
              .select({
                r: remittances,
                collected: sql<string>`(select coalesce(sum(d.amount_cents), 0) from payment_daily_totals d
              where d.partner_guid = ${remittances.partner_guid} and d.status = 'succeeded'
                and d.day between ${remittances.period_start} and ${remittances.period_end})`,
              })
              .from(remittances)
              .where(where)
              .orderBy(desc(remittances.remitted_date), desc(remittances.guid))
              .limit(w.limit)
              .offset(w.offset),
          tx.select({ n: count() }).from(remittances).where(where),
        );
        const items: Remittance[] = rows.map(({ r, collected }) => {
          const { updated_at: _u, ...rest } = r;
          const c = Number(collected);
          return { ...rest, collected_cents: c, outstanding_cents: c - r.amount_cents };
        });
        return { items, count: total };
      }),
  };
}
