import type { CustomerInput, CustomerUpdate } from '@coverdesk/contract';
import { and, asc, desc, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
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

const columns = getTableColumns(customers);
const normalized = (v: SQL | string) => sql`cd_normalize_name(${v})`;

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

  /** One criterion, paged; names rank by word similarity of the accent-free, lower-case forms (pg_trgm). */
  async find(db: Executor, partner: string, criterion: Criterion, page: { page: number; size: number }) {
    let where: SQL;
    let score: SQL<number | null> = sql<null>`null::real`;
    let order: SQL[] = [asc(customers.full_name), asc(customers.guid)];
    if ('msisdn' in criterion) where = eq(customers.msisdn, criterion.msisdn);
    else if ('national_id' in criterion) where = eq(customers.national_id, criterion.national_id);
    else if ('external_identifier' in criterion)
      where = eq(customers.external_identifier, criterion.external_identifier);
    else {
      const q = normalized(criterion.name);
      where = sql`${q} <% ${normalized(sql`${customers.full_name}`)}`;
      score = sql<number>`word_similarity(${q}, ${normalized(sql`${customers.full_name}`)})`;
      order = [desc(score), asc(customers.full_name), asc(customers.guid)];
    }
    const filter = and(eq(customers.partner_guid, partner), where);
    const rows = await db
      .select({ ...columns, score, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(customers)
      .where(filter)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    let count = rows[0]?.total ?? 0;
    if (!rows.length && page.page > 1) {
      const [c] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(customers)
        .where(filter);
      count = c?.n ?? 0;
    }
    return {
      items: rows.map(({ total: _t, score: s, ...c }) => ({ ...c, score: s === null ? null : Number(s) })),
      count,
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
