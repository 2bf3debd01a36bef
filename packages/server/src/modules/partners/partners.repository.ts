import type { PartnerInput, PartnerUpdate } from '@coverdesk/contract';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { partners } from './partners.tables.ts';

type PartnerRow = typeof partners.$inferSelect;

/** The API shape: `country` is the country code. */
export const toPartner = ({ country_code, ...p }: PartnerRow) => ({
  ...p,
  country: country_code,
  default_language: p.default_language as 'en' | 'fr',
});

const columns = (input: PartnerInput) => ({
  name: input.name,
  code: input.code,
  country_code: input.country,
  default_language: input.default_language,
  insurer: input.insurer,
  service_name: input.service_name,
  ussd_code: input.ussd_code,
  whatsapp_number: input.whatsapp_number,
  call_centre_number: input.call_centre_number,
});

/** Partners are not partner-owned rows themselves: every read is limited to the guids the caller holds. */
export const partnersRepository = {
  /** The guids of the active partners (the daily jobs run for each). */
  async activeGuids(db: Executor) {
    const rows = await db.select({ guid: partners.guid }).from(partners).where(eq(partners.active, true));
    return rows.map((r) => r.guid);
  },
  async list(db: Executor, allowed: readonly string[], q: { page: number; size: number; search?: string }) {
    if (!allowed.length) return { items: [], count: 0 };
    const where = and(
      inArray(partners.guid, [...allowed]),
      q.search ? or(ilike(partners.name, `%${q.search}%`), ilike(partners.code, `${q.search}%`)) : undefined,
    );
    const { items, count: total } = await pageOf(
      q,
      (w) => db.select().from(partners).where(where).orderBy(asc(partners.name)).limit(w.limit).offset(w.offset),
      db.select({ n: count() }).from(partners).where(where),
    );
    return { items: items.map(toPartner), count: total };
  },
  async get(db: Executor, guid: string) {
    const [row] = await db.select().from(partners).where(eq(partners.guid, guid));
    return row ? toPartner(row) : undefined;
  },
  /** `get` built once and prepared on each connection (read on every partner switch and partner screen). */
  preparedGet(db: Db) {
    const query = db
      .select()
      .from(partners)
      .where(eq(partners.guid, sql.placeholder('guid')))
      .prepare('partners_get');
    return async (guid: string) => {
      const [row] = await query.execute({ guid });
      return row ? toPartner(row) : undefined;
    };
  },
  async lockForUpdate(db: Executor, guid: string) {
    const [row] = await db.select().from(partners).where(eq(partners.guid, guid)).for('update');
    return row ? toPartner(row) : undefined;
  },
  async insert(db: Executor, guid: string, input: PartnerInput) {
    const [row] = await db
      .insert(partners)
      .values({ guid, ...columns(input) })
      .onConflictDoNothing({ target: partners.code })
      .returning();
    return row ? toPartner(row) : undefined;
  },
  async update(db: Executor, input: PartnerUpdate) {
    const [row] = await db
      .update(partners)
      .set({ ...columns(input), active: input.active, updated_at: sql`now()` })
      .where(eq(partners.guid, input.guid))
      .returning();
    return row ? toPartner(row) : undefined;
  },
  /** The config row of a new partner (partner-owned: call inside the partner's scope). */

  async codeTaken(db: Executor, code: string, exceptGuid?: string) {
    const [row] = await db.select({ guid: partners.guid }).from(partners).where(eq(partners.code, code));
    return Boolean(row && row.guid !== exceptGuid);
  },
  /** Remembers the user's selected partner in their Keycloak-style attributes (a list of one value). */
  async setSelectedPartner(db: Executor, userId: string, partnerGuid: string) {
    const result = await db.execute<{ previous: string | null }>(sql`
      with old as (select id, attributes -> 'selected_partner' ->> 0 as previous from identity_users where id = ${userId})
      update identity_users u
      set attributes = jsonb_set(u.attributes, '{selected_partner}', jsonb_build_array(${partnerGuid}::text)),
          updated_at = now()
      from old where u.id = old.id
      returning old.previous`);
    return result.rows[0];
  },
};
