import type { CustomerInput, CustomerUpdate } from '@coverdesk/contract';
import { and, desc, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../platform/db/client.ts';
import { countries } from '../partners/countries.tables.ts';
import { partners } from '../partners/partners.tables.ts';
import { policies } from '../policies/policies.tables.ts';
import { customers } from './customers.tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type Criterion =
  | { msisdn: string }
  | { name: string }
  | { national_id: string }
  | { external_identifier: string };

const COLUMNS = Object.values(getTableColumns(customers))
  .map((c) => `"${c.name}"`)
  .join(', ');
const exact = (column: string) =>
  `select ${COLUMNS}, null::real as score, count(*) over () as total from customers
   where partner_guid = $1 and ${column} = $2 order by full_name, guid limit $3 offset $4`;
/** `indexed %> query` (not `query <% indexed`): only this side can use the GIN trigram index. */
const SEARCH_SQL = {
  msisdn: exact('msisdn'),
  national_id: exact('national_id'),
  external_identifier: exact('external_identifier'),
  name: `select ${COLUMNS}, word_similarity(cd_normalize_name($2), cd_normalize_name(full_name)) as score,
     count(*) over () as total from customers
   where partner_guid = $1 and cd_normalize_name(full_name) %> cd_normalize_name($2)
   order by score desc, full_name, guid limit $3 offset $4`,
} as const;

export const customersRepository = {
  /** The partner's country as the phone rules need it (partners and countries are not partner-owned rows). */
  async partnerCountry(db: Executor, partner: string) {
    const [row] = await db
      .select({
        code: countries.code,
        dialing_code: countries.dialing_code,
        phone_digits: countries.phone_digits,
        currency_code: countries.currency_code,
        partner_name: partners.name,
      })
      .from(partners)
      .innerJoin(countries, eq(countries.code, partners.country_code))
      .where(eq(partners.guid, partner));
    return row;
  },

  /**
   * One criterion, paged: exact look-ups by index; names rank by word similarity of the accent-free, lower-case forms
   * (pg_trgm). Answers the statement (not run) for `scopedInOneTrip`; its text is fixed per criterion (built once).
   */
  findQuery(partner: string, criterion: Criterion, page: { page: number; size: number }) {
    const [kind, value] = Object.entries(criterion)[0] as [keyof typeof SEARCH_SQL, string];
    return { sql: SEARCH_SQL[kind], params: [partner, value, page.size, (page.page - 1) * page.size] };
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
        registration_channel: 'WebClient',
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

  policiesOf(db: Executor, partner: string, customerGuid: string) {
    return db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.customer_guid, customerGuid)))
      .orderBy(desc(policies.start_date), desc(policies.guid));
  },
};

const RAW = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const rawTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return pg.escapeLiteral(v);
  throw new Error(`cannot inline ${typeof v}`);
}

/**
 * Runs one partner-scoped SELECT in a single round trip: `select set_config('app.partner_guids', …, true); <query>`
 * sent as one simple-protocol message, which PostgreSQL runs as one implicit transaction, so the transaction-local
 * setting applies to the query and row-level security filters it (instead of BEGIN / set_config / SELECT / COMMIT:
 * four round trips). The simple protocol has no parameters, so values are inlined as escaped literals
 * (`pg.escapeLiteral`; drizzle renders every value as a parameter, never in the SQL text).
 */
export async function scopedInOneTrip<T>(
  pool: pg.Pool,
  partners: readonly string[],
  query: { sql: string; params: unknown[] },
): Promise<T[]> {
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
  const scope = `select set_config('app.partner_guids', ${literal(partners.join(','))}, true)`;
  const results = (await pool.query({ text: `${scope}; ${text}`, types: rawTypes })) as unknown as pg.QueryResult[];
  return results[1]!.rows as T[];
}
