import type { CustomerInput, CustomerUpdate } from '@coverdesk/contract';
import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { customers } from './customers.tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type Criterion =
  | { msisdn: string }
  | { name: string }
  | { national_id: string }
  | { external_identifier: string };

const COLUMNS = Object.values(getTableColumns(customers))
  .filter((c) => c.name !== 'name_key')
  .map((c) => `"${c.name}"`)
  .join(', ');
const exact = (column: string) => ({
  rows: `select ${COLUMNS}, null::real as score from customers
   where partner_guid = $1 and ${column} = $2 order by full_name, guid limit $3 offset $4`,
  count: `select count(*)::int as total from customers where partner_guid = $1 and ${column} = $2`,
});
/**
 * Names: the trigram GiST index of the partner's distinct name keys (customer_names, migration 0013) walks the nearest
 * names first (`<->>`: 1 − word similarity of the query to the closest part of the name); each name's customers are
 * then read in (full_name, guid) order by a b-tree, and the walk stops once the page is full. `indexed %> query`
 * keeps only names above pg_trgm's word-similarity threshold. Every name key in customer_names has a customer, so
 * the nearest `limit + offset` names hold the nearest `limit + offset` customers. Fuzzy matches are not counted in
 * full (see findCustomers). `(select cd_normalize_name($2))` normalises the query once per execution, also in a
 * cached generic plan.
 */
const NAME_ROWS = `select ${COLUMNS}, 1 - distance as score from (
     select c.*, n.distance from (
       select name_key, name_key <->> (select cd_normalize_name($2)) as distance from customer_names
       where partner_guid = $1 and name_key %> (select cd_normalize_name($2))
       order by name_key <->> (select cd_normalize_name($2)) limit $3::int + $4::int) n
     cross join lateral (
       select ${COLUMNS} from customers
       where partner_guid = $1 and name_key = n.name_key
       order by full_name, guid limit $3::int + $4::int) c
     limit $3::int + $4::int) nearest
   order by distance, full_name, guid limit $3 offset $4`;
const SEARCH_SQL = {
  msisdn: exact('msisdn'),
  national_id: exact('national_id'),
  external_identifier: exact('external_identifier'),
  name: { rows: NAME_ROWS, count: null },
} as const;

export const customersRepository = {
  /** The partner's country as the phone rules need it (partners and countries are not partner-owned rows). */

  /**
   * One criterion, paged: exact look-ups by index, names by trigram nearness of their accent-free, lower-case forms.
   * Answers prepared statements (not run) for the scoped reader: `rows` asks one row more than the page to tell
   * whether more follow; `count` (exact criteria only) is needed only when they do, or past the last page.
   */
  findStatements(partner: string, criterion: Criterion, page: { page: number; size: number }) {
    const [kind, value] = Object.entries(criterion)[0] as [keyof typeof SEARCH_SQL, string];
    const sqlOf = SEARCH_SQL[kind];
    return {
      rows: {
        name: `customers_find_${kind}`,
        text: sqlOf.rows,
        values: [partner, value, page.size + 1, (page.page - 1) * page.size],
      },
      count: sqlOf.count ? { name: `customers_count_${kind}`, text: sqlOf.count, values: [partner, value] } : null,
    };
  },

  async get(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.guid, guid)));
    return row;
  },

  /** Another customer of the partner with this msisdn or national id. */
  async duplicates(db: Executor, partner: string, msisdn: string, nationalId: string | null, except?: string) {
    const same = nationalId
      ? or(eq(customers.msisdn, msisdn), eq(customers.national_id, nationalId))
      : eq(customers.msisdn, msisdn);
    return db
      .select({ guid: customers.guid, msisdn: customers.msisdn, national_id: customers.national_id })
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), same, except ? ne(customers.guid, except) : undefined))
      .limit(2);
  },

  async insert(db: Executor, row: CustomerInput & { partner_guid: string; guid: string; created_by: string }) {
    const [created] = await db
      .insert(customers)
      .values({
        ...row,
        loyalty_registered_at: row.loyalty_opt_in ? sql`now()` : null,
      })
      .returning();
    return created!;
  },

  async update(db: Executor, partner: string, guid: string, set: Partial<CustomerUpdate> & Record<string, unknown>) {
    const [row] = await db
      .update(customers)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(customers.partner_guid, partner), eq(customers.guid, guid)))
      .returning();
    return row;
  },
};
