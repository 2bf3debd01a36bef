import type { PolicyStatus } from '@coverdesk/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { auditEvents } from '../../platform/audit.tables.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { products } from '../products/index.ts';
import { policies, policyNotes, policyNumberSequences, quotations } from './policies.tables.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type QuotationRow = typeof quotations.$inferSelect;

/** SQL of policies, quotations and notes. Every method filters by partner_guid (row-level security checks again). */
export const policiesRepository = {
  async get(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  /** A customer's policies, latest start first (the customer's policies list). */
  byCustomer(db: Executor, partner: string, customerGuid: string) {
    return db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.customer_guid, customerGuid)))
      .orderBy(desc(policies.start_date), desc(policies.guid));
  },
  async byNumber(db: Executor, partner: string, policyNumber: string) {
    const [row] = await db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.policy_number, policyNumber)));
    return row;
  },
  ofCustomer: (db: Executor, partner: string, customer: string) =>
    db
      .select()
      .from(policies)
      .where(and(eq(policies.partner_guid, partner), eq(policies.customer_guid, customer)))
      .orderBy(desc(policies.purchased_at)),
  async page(
    db: Executor,
    partner: string,
    q: { page: number; size: number; status?: string; branch?: string; aml_flagged?: boolean; aml_action?: string },
  ) {
    const where = and(
      eq(policies.partner_guid, partner),
      q.status ? eq(policies.status, q.status as PolicyStatus) : undefined,
      q.branch ? sql`${policies.additional_details}->>'branch' = ${q.branch}` : undefined,
      q.aml_flagged !== undefined
        ? sql`coalesce((${policies.additional_details}->>'aml_flagged')::boolean, false) = ${q.aml_flagged}`
        : undefined,
      q.aml_action ? sql`${policies.additional_details}->>'aml_action' = ${q.aml_action}` : undefined,
    );
    // One after the other: inside a transaction both would share one connection.
    // With the customer's and the product's names, so a list links to both (two primary-key look-ups per row).
    return pageOf(
      q,
      (w) =>
        db
          .select({ ...getTableColumns(policies), customer_name: customers.full_name, product_name: products.name })
          .from(policies)
          .leftJoin(
            customers,
            and(eq(customers.partner_guid, policies.partner_guid), eq(customers.guid, policies.customer_guid)),
          )
          .leftJoin(
            products,
            and(eq(products.partner_guid, policies.partner_guid), eq(products.guid, policies.product_guid)),
          )
          .where(where)
          .orderBy(desc(policies.purchased_at), desc(policies.guid))
          .limit(w.limit)
          .offset(w.offset),
      db.select({ n: count() }).from(policies).where(where),
    );
  },
  /** Policies the sweep looks at: not cancelled or expired. */
  inForce: (db: Executor, partner: string) =>
    db
      .select({ guid: policies.guid, status: policies.status })
      .from(policies)
      .where(
        and(eq(policies.partner_guid, partner), inArray(policies.status, ['pending', 'active', 'lapsed', 'suspended'])),
      ),
  async insert(db: Executor, row: typeof policies.$inferInsert) {
    const [out] = await db.insert(policies).values(row).returning();
    return out!;
  },
  async update(db: Executor, partner: string, guid: string, set: Partial<typeof policies.$inferInsert>) {
    const [out] = await db
      .update(policies)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(policies.partner_guid, partner), eq(policies.guid, guid)))
      .returning();
    return out!;
  },
  /** Takes the next number of the partner's yearly sequence; the row lock serialises concurrent purchases. */
  async nextNumber(db: Executor, partner: string, year: number) {
    const [row] = await db
      .insert(policyNumberSequences)
      .values({ partner_guid: partner, year, last_value: 1 })
      .onConflictDoUpdate({
        target: [policyNumberSequences.partner_guid, policyNumberSequences.year],
        set: { last_value: sql`${policyNumberSequences.last_value} + 1` },
      })
      .returning();
    return row!.last_value;
  },
  /** Takes `n` numbers of the partner's yearly sequence at once (bulk grants); answers the last one taken. */
  async reserveNumbers(db: Executor, partner: string, year: number, n: number) {
    const [row] = await db
      .insert(policyNumberSequences)
      .values({ partner_guid: partner, year, last_value: n })
      .onConflictDoUpdate({
        target: [policyNumberSequences.partner_guid, policyNumberSequences.year],
        set: { last_value: sql`${policyNumberSequences.last_value} + ${n}` },
      })
      .returning();
    return row!.last_value;
  },
  /** Partner name, insurer and currency (from its country) for documents. */
  async partnerCode(db: Executor, partner: string) {
    const [row] = await db.select({ code: partners.code }).from(partners).where(eq(partners.guid, partner));
    return row?.code;
  },
  async product(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.partner_guid, partner), eq(products.guid, guid)));
    return row;
  },
  async customer(db: Executor, partner: string, guid: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.guid, guid)));
    return row;
  },
  customersByNationalId: (db: Executor, partner: string, nationalId: string) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.national_id, nationalId))),
  /**
   * Premiums received for a policy (refunds and failed payments not counted), at most 2^53 − 1 cents (MONEY_MAX_CENTS,
   * what a JSON number holds exactly; each payment is bounded far below it by the money rule): whatever was accepted,
   * the total reads back (a policy paid that much is paid up for the calendar's 1,000 years anyway).
   */
  async paidCents(db: Executor, partner: string, policy: string) {
    return (await policiesRepository.paidCentsOf(db, partner, [policy])).get(policy) ?? 0;
  },
  /** What was paid on each policy (the payments module's view `policy_paid_totals`); a policy paid nothing is absent. */
  async paidCentsOf(db: Executor, partner: string, policyGuids: readonly string[]) {
    const r = await db.execute<{ policy_guid: string; paid_cents: string }>(sql`
      select policy_guid, paid_cents from policy_paid_totals
      where partner_guid = ${partner} and policy_guid = any(${sql.param([...policyGuids])}::uuid[])`);
    return new Map(r.rows.map((x) => [x.policy_guid, Number(x.paid_cents)]));
  },
  async insertNote(db: Executor, row: Omit<typeof policyNotes.$inferInsert, 'guid'>) {
    const [out] = await db
      .insert(policyNotes)
      .values({ ...row, guid: uuidv7() })
      .returning();
    return out!;
  },
  notes: (db: Executor, partner: string, policy: string) =>
    db
      .select()
      .from(policyNotes)
      .where(and(eq(policyNotes.partner_guid, partner), eq(policyNotes.policy_guid, policy)))
      .orderBy(desc(policyNotes.created_at), desc(policyNotes.guid)),
  history: (db: Executor, partner: string, policy: string) =>
    db
      .select({
        guid: auditEvents.guid,
        action: auditEvents.action,
        actor_username: auditEvents.actor_username,
        before: auditEvents.before,
        after: auditEvents.after,
        reason: auditEvents.reason,
        created_at: auditEvents.created_at,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.partner_guid, partner),
          eq(auditEvents.entity_type, 'policy'),
          eq(auditEvents.entity_guid, policy),
        ),
      )
      .orderBy(asc(auditEvents.created_at), asc(auditEvents.guid)),
  async quotation(db: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = db
      .select()
      .from(quotations)
      .where(and(eq(quotations.partner_guid, partner), eq(quotations.guid, guid)));
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },
  quotationsOf: (db: Executor, partner: string, customer: string) =>
    db
      .select()
      .from(quotations)
      .where(and(eq(quotations.partner_guid, partner), eq(quotations.customer_guid, customer)))
      .orderBy(desc(quotations.created_at), desc(quotations.guid)),
  async insertQuotation(db: Executor, row: typeof quotations.$inferInsert) {
    const [out] = await db.insert(quotations).values(row).returning();
    return out!;
  },
  async updateQuotation(db: Executor, partner: string, guid: string, set: Partial<typeof quotations.$inferInsert>) {
    const [out] = await db
      .update(quotations)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(quotations.partner_guid, partner), eq(quotations.guid, guid)))
      .returning();
    return out!;
  },
};
