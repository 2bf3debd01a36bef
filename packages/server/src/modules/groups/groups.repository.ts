import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { limitOffset, pageOf } from '../../platform/db/paging.ts';
import { importBatchesPage } from '../../platform/imports/index.ts';
import {
  type GroupRow,
  groupCallbacks,
  groupPaymentItems,
  groupPayments,
  groupRegistrations,
  groups,
  groupTempMembers,
  type TempMemberRow,
} from './groups.tables.ts';

const num = (v: unknown) => Number(v ?? 0);

/** SQL of group schemes. Every method filters by partner_guid (row-level security checks again). */
export const groupsRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(groups)
      .where(and(eq(groups.partner_guid, partner), eq(groups.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async insert(db: Executor, row: typeof groups.$inferInsert) {
    const [out] = await db.insert(groups).values(row).returning();
    return out!;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof groups.$inferInsert>) {
    const [out] = await db
      .update(groups)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(groups.partner_guid, partner), eq(groups.guid, guid)))
      .returning();
    return out!;
  },
  remove: (db: Executor, partner: string, guid: string) =>
    db.delete(groups).where(and(eq(groups.partner_guid, partner), eq(groups.guid, guid))),
  async nameTaken(db: Executor, partner: string, name: string, except?: string) {
    const rows = await db
      .select({ guid: groups.guid })
      .from(groups)
      .where(and(eq(groups.partner_guid, partner), sql`lower(${groups.name}) = lower(${name})`));
    return rows.some((r) => r.guid !== except);
  },
  async page(
    db: Executor,
    partner: string,
    q: { page: number; size: number; search?: string | undefined; creator?: string },
  ) {
    const where = and(
      eq(groups.partner_guid, partner),
      q.search ? ilike(groups.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      q.creator ? eq(groups.created_by_guid, q.creator) : undefined,
    );
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(groups)
          .where(where)
          .orderBy(desc(groups.created_at), desc(groups.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(groups).where(where),
    );
  },
  /** Principals and registered principals of each group. */
  async counts(db: Executor, partner: string, guids: string[]) {
    if (!guids.length) return new Map<string, { members: number; registered: number }>();
    const rows = await db
      .select({
        group: groupTempMembers.group_guid,
        members: sql<number>`count(*)::int`,
        registered: sql<number>`count(*) filter (where ${groupTempMembers.status} = 'registered')::int`,
      })
      .from(groupTempMembers)
      .where(
        and(
          eq(groupTempMembers.partner_guid, partner),
          inArray(groupTempMembers.group_guid, guids),
          eq(groupTempMembers.kind, 'principal'),
        ),
      )
      .groupBy(groupTempMembers.group_guid);
    return new Map(rows.map((r) => [r.group, { members: num(r.members), registered: num(r.registered) }]));
  },
  async productName(db: Executor, partner: string, guids: string[]) {
    if (!guids.length) return new Map<string, string>();
    const r = await db.execute<{ guid: string; name: string }>(
      sql`select guid, name from products where partner_guid = ${partner} and guid = any(${sql.param(guids)}::uuid[])`,
    );
    return new Map(r.rows.map((p) => [p.guid, p.name]));
  },
  /** Policies of the group not cancelled or expired. */
  async livePolicies(db: Executor, partner: string, group: string) {
    const r = await db.execute<{ n: number }>(sql`
      select count(*)::int n from group_temp_members m
      join policies p on p.partner_guid = m.partner_guid and p.guid = m.policy_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and p.status not in ('cancelled', 'expired')`);
    return num(r.rows[0]?.n);
  },
  async hasPayments(db: Executor, partner: string, group: string) {
    const [row] = await db
      .select({ n: count() })
      .from(groupPayments)
      .where(and(eq(groupPayments.partner_guid, partner), eq(groupPayments.group_guid, group)));
    return (row?.n ?? 0) > 0;
  },

  // Temporary members
  async member(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(groupTempMembers)
      .where(and(eq(groupTempMembers.partner_guid, partner), eq(groupTempMembers.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  async insertMember(db: Executor, row: typeof groupTempMembers.$inferInsert) {
    const [out] = await db.insert(groupTempMembers).values(row).onConflictDoNothing().returning();
    return out;
  },
  async updateMember(db: Executor, partner: string, guid: string, set: Partial<typeof groupTempMembers.$inferInsert>) {
    const [out] = await db
      .update(groupTempMembers)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(groupTempMembers.partner_guid, partner), eq(groupTempMembers.guid, guid)))
      .returning();
    return out!;
  },
  removeMember: (db: Executor, partner: string, guid: string) =>
    db.delete(groupTempMembers).where(and(eq(groupTempMembers.partner_guid, partner), eq(groupTempMembers.guid, guid))),
  async principalByMsisdn(db: Executor, partner: string, group: string, msisdn: string) {
    const [row] = await db
      .select()
      .from(groupTempMembers)
      .where(
        and(
          eq(groupTempMembers.partner_guid, partner),
          eq(groupTempMembers.group_guid, group),
          eq(groupTempMembers.kind, 'principal'),
          eq(groupTempMembers.msisdn, msisdn),
        ),
      );
    return row;
  },
  async principalsByMsisdn(db: Executor, partner: string, group: string, msisdns: string[]) {
    if (!msisdns.length) return new Map<string, TempMemberRow>();
    const rows = await db
      .select()
      .from(groupTempMembers)
      .where(
        and(
          eq(groupTempMembers.partner_guid, partner),
          eq(groupTempMembers.group_guid, group),
          eq(groupTempMembers.kind, 'principal'),
          inArray(groupTempMembers.msisdn, msisdns),
        ),
      );
    return new Map(rows.map((r) => [r.msisdn!, r]));
  },
  dependantsOf: (db: Executor, partner: string, principal: string) =>
    db
      .select()
      .from(groupTempMembers)
      .where(and(eq(groupTempMembers.partner_guid, partner), eq(groupTempMembers.principal_guid, principal)))
      .orderBy(asc(groupTempMembers.guid)),
  /** Principals (optionally of a status), in the order they were added. */
  principals: (db: Executor, partner: string, group: string, statuses?: string[]) =>
    db
      .select()
      .from(groupTempMembers)
      .where(
        and(
          eq(groupTempMembers.partner_guid, partner),
          eq(groupTempMembers.group_guid, group),
          eq(groupTempMembers.kind, 'principal'),
          statuses ? inArray(groupTempMembers.status, statuses) : undefined,
        ),
      )
      .orderBy(asc(groupTempMembers.guid)),
  /** Dependant counts of each principal of the group. */
  async dependantCounts(db: Executor, partner: string, group: string) {
    const rows = await db
      .select({ principal: groupTempMembers.principal_guid, n: sql<number>`count(*)::int` })
      .from(groupTempMembers)
      .where(
        and(
          eq(groupTempMembers.partner_guid, partner),
          eq(groupTempMembers.group_guid, group),
          eq(groupTempMembers.kind, 'dependant'),
        ),
      )
      .groupBy(groupTempMembers.principal_guid);
    return new Map(rows.map((r) => [r.principal!, num(r.n)]));
  },
  /** Members of a group, each principal followed by its dependants. */
  async membersPage(db: Executor, partner: string, group: string, q: { page: number; size: number; status?: string }) {
    const where = and(
      eq(groupTempMembers.partner_guid, partner),
      eq(groupTempMembers.group_guid, group),
      q.status ? eq(groupTempMembers.status, q.status) : undefined,
    );
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(groupTempMembers)
          .where(where)
          .orderBy(
            sql`coalesce(${groupTempMembers.principal_guid}, ${groupTempMembers.guid})`,
            asc(groupTempMembers.guid),
          )
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(groupTempMembers).where(where),
    );
  },

  // Registration runs
  async latestRegistration(db: Executor, partner: string, group: string) {
    const [row] = await db
      .select()
      .from(groupRegistrations)
      .where(and(eq(groupRegistrations.partner_guid, partner), eq(groupRegistrations.group_guid, group)))
      .orderBy(desc(groupRegistrations.created_at), desc(groupRegistrations.guid))
      .limit(1);
    return row;
  },
  async registration(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(groupRegistrations)
      .where(and(eq(groupRegistrations.partner_guid, partner), eq(groupRegistrations.guid, guid)));
    return row;
  },
  async insertRegistration(db: Executor, row: typeof groupRegistrations.$inferInsert) {
    const [out] = await db.insert(groupRegistrations).values(row).onConflictDoNothing().returning();
    return out;
  },
  async updateRegistration(
    db: Executor,
    partner: string,
    guid: string,
    set: Partial<typeof groupRegistrations.$inferInsert>,
  ) {
    const [out] = await db
      .update(groupRegistrations)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(groupRegistrations.partner_guid, partner), eq(groupRegistrations.guid, guid)))
      .returning();
    return out!;
  },

  // Pages of a group
  async customersPage(db: Executor, partner: string, group: string, q: { page: number; size: number }) {
    const r = await db.execute<Record<string, unknown>>(sql`
      select c.guid, c.full_name, c.msisdn, c.date_of_birth::text date_of_birth, c.national_id,
        p.guid policy_guid, p.policy_number, p.status policy_status, count(*) over ()::int total
      from group_temp_members m
      join customers c on c.partner_guid = m.partner_guid and c.guid = m.customer_guid
      left join policies p on p.partner_guid = m.partner_guid and p.guid = m.policy_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and m.kind = 'principal'
        and m.customer_guid is not null
      order by m.guid ${limitOffset(q)}`);
    return { rows: r.rows, count: num(r.rows[0]?.total) };
  },
  async policiesPage(db: Executor, partner: string, group: string, q: { page: number; size: number }) {
    const r = await db.execute<Record<string, unknown>>(sql`
      select p.guid, p.policy_number, p.customer_guid, c.full_name customer_name, c.msisdn, p.status,
        p.premium_cents::float8 premium_cents, p.granularity, p.start_date::text start_date, count(*) over ()::int total
      from group_temp_members m
      join policies p on p.partner_guid = m.partner_guid and p.guid = m.policy_guid
      join customers c on c.partner_guid = p.partner_guid and c.guid = p.customer_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and m.kind = 'principal'
      order by p.policy_number ${limitOffset(q)}`);
    return { rows: r.rows, count: num(r.rows[0]?.total) };
  },
  /** Policies of the group that can take a premium, in policy number order. */
  /** The group's principals' policies with what the money rule reads (the service keeps those it may pay). */
  async payablePolicies(db: Executor, partner: string, group: string) {
    const r = await db.execute<{
      guid: string;
      policy_number: string;
      customer_guid: string;
      premium_cents: number;
      status: string;
      valid_until: string | null;
      purchased_on: string;
    }>(sql`
      select p.guid, p.policy_number, p.customer_guid, p.premium_cents::float8 premium_cents, p.status,
        p.valid_until::text as valid_until, ((p.purchased_at at time zone 'UTC')::date)::text as purchased_on
      from group_temp_members m
      join policies p on p.partner_guid = m.partner_guid and p.guid = m.policy_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and m.kind = 'principal'
      order by p.policy_number`);
    return r.rows.map((p) => ({ ...p, premium_cents: num(p.premium_cents) }));
  },
  async premiums(db: Executor, partner: string, group: string) {
    const r = await db.execute<{ status: string; n: number; premium: number; paid: number }>(sql`
      select p.status, count(*)::int n, sum(p.premium_cents)::float8 premium,
        coalesce(sum((select sum(y.amount_cents) from payments y where y.partner_guid = p.partner_guid
          and y.policy_guid = p.guid and y.status = 'succeeded' and y.payment_type <> 'refund')), 0)::float8 paid
      from group_temp_members m
      join policies p on p.partner_guid = m.partner_guid and p.guid = m.policy_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and m.kind = 'principal'
      group by p.status order by p.status`);
    return r.rows.map((x) => ({ status: x.status, count: num(x.n), premium: num(x.premium), paid: num(x.paid) }));
  },
  async claimsPage(db: Executor, partner: string, group: string, q: { page: number; size: number }) {
    const r = await db.execute<Record<string, unknown>>(sql`
      select k.guid, k.claim_reference, k.policy_guid, p.policy_number, c.full_name customer_name, k.status,
        k.created_at, count(*) over ()::int total
      from group_temp_members m
      join claims k on k.partner_guid = m.partner_guid and k.policy_guid = m.policy_guid
      join policies p on p.partner_guid = k.partner_guid and p.guid = k.policy_guid
      join customers c on c.partner_guid = p.partner_guid and c.guid = p.customer_guid
      where m.partner_guid = ${partner} and m.group_guid = ${group} and m.kind = 'principal'
      order by k.created_at desc, k.guid desc ${limitOffset(q)}`);
    return { rows: r.rows, count: num(r.rows[0]?.total) };
  },

  // Callbacks
  async insertCallback(db: Executor, row: typeof groupCallbacks.$inferInsert) {
    const [out] = await db.insert(groupCallbacks).values(row).returning();
    return out!;
  },
  async callbacksPage(db: Executor, partner: string, q: { page: number; size: number; group_id?: string }) {
    const where = and(
      eq(groupCallbacks.partner_guid, partner),
      q.group_id ? eq(groupCallbacks.group_guid, q.group_id) : undefined,
    );
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(groupCallbacks)
          .where(where)
          .orderBy(desc(groupCallbacks.requested_at), desc(groupCallbacks.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(groupCallbacks).where(where),
    );
  },

  async callback(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(groupCallbacks)
      .where(and(eq(groupCallbacks.partner_guid, partner), eq(groupCallbacks.guid, guid)))
      .for('update');
    return row;
  },
  /** Closes an open callback (the `status = 'open'` guard makes two closes race to one). */
  async closeCallback(db: Executor, partner: string, guid: string, set: { reason: string; by: string | null }) {
    const [row] = await db
      .update(groupCallbacks)
      .set({
        status: 'closed',
        closed_reason: set.reason,
        closed_by: set.by,
        closed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(eq(groupCallbacks.partner_guid, partner), eq(groupCallbacks.guid, guid), eq(groupCallbacks.status, 'open')),
      )
      .returning();
    return row;
  },

  // Members files: the import engine's batches of kind group_members whose options name the group.
  uploadsPage: (db: Executor, partner: string, group: string, q: { page: number; size: number }) =>
    importBatchesPage(db, partner, 'group_members', q, { group_guid: group }),

  // Group payments
  async payment(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(groupPayments)
      .where(and(eq(groupPayments.partner_guid, partner), eq(groupPayments.guid, guid)));
    return row;
  },
  async paymentByReference(db: Executor, partner: string, reference: string) {
    const [row] = await db
      .select()
      .from(groupPayments)
      .where(and(eq(groupPayments.partner_guid, partner), eq(groupPayments.mno_reference, reference)));
    return row;
  },
  async insertPayment(db: Executor, row: typeof groupPayments.$inferInsert) {
    const [out] = await db.insert(groupPayments).values(row).onConflictDoNothing().returning();
    return out;
  },
  insertPaymentItems: (db: Executor, rows: (typeof groupPaymentItems.$inferInsert)[]) =>
    rows.length ? db.insert(groupPaymentItems).values(rows) : Promise.resolve(),
  async paymentItems(db: Executor, partner: string, guids: string[]) {
    if (!guids.length) return [];
    const r = await db.execute<{
      group_payment_guid: string;
      payment_guid: string;
      policy_guid: string;
      policy_number: string;
      amount_cents: number;
    }>(sql`
      select i.group_payment_guid, i.payment_guid, i.policy_guid, p.policy_number, i.amount_cents::float8 amount_cents
      from group_payment_items i join policies p on p.partner_guid = i.partner_guid and p.guid = i.policy_guid
      where i.partner_guid = ${partner} and i.group_payment_guid = any(${sql.param(guids)}::uuid[])
      order by p.policy_number`);
    return r.rows.map((x) => ({ ...x, amount_cents: num(x.amount_cents) }));
  },
  async paymentsPage(db: Executor, partner: string, group: string, q: { page: number; size: number }) {
    const where = and(eq(groupPayments.partner_guid, partner), eq(groupPayments.group_guid, group));
    return pageOf(
      q,
      (w) =>
        db
          .select()
          .from(groupPayments)
          .where(where)
          .orderBy(desc(groupPayments.created_at), desc(groupPayments.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(groupPayments).where(where),
    );
  },
};
export type { GroupRow, TempMemberRow };
