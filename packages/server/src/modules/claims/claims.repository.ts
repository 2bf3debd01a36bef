import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit.tables.ts';
import type { Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { countries } from '../countries/index.ts';
import { customers } from '../customers/index.ts';
import { partners } from '../partners/index.ts';
import { policies } from '../policies/index.ts';
import { productBenefits, products } from '../products/index.ts';
import { claimConditions, claimRejectionReasons, hospitals } from '../reference/index.ts';
import { claimReferenceCounters, claims } from './claims.tables.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaimRow = typeof claims.$inferInsert;
export type ClaimPatch = Partial<Omit<NewClaimRow, 'partner_guid' | 'guid' | 'version'>>;

export interface ClaimFilter {
  statuses?: string[];
  type?: string;
  guid?: string;
  /** Upper-case part of a reference: matched as a prefix or a suffix (both indexed). */
  reference?: string;
  customer_guid?: string;
  payment_status?: string;
  complex?: boolean;
  tag?: string;
  facility?: string;
  facility_code?: string;
  received_from?: string;
  received_to?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(partner: string, f: ClaimFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(claims.partner_guid, partner)];
  if (f.statuses?.length) parts.push(inArray(claims.status, f.statuses));
  if (f.type) parts.push(eq(claims.type, f.type));
  if (f.guid) parts.push(eq(claims.guid, f.guid));
  if (f.reference) {
    const term = escapeLike(f.reference);
    parts.push(
      or(
        like(claims.claim_reference, `${term}%`),
        sql`reverse(${claims.claim_reference}) like reverse(${term}) || '%'`,
      ),
    );
  }
  if (f.customer_guid) parts.push(eq(claims.customer_guid, f.customer_guid));
  if (f.payment_status) parts.push(eq(claims.payment_status, f.payment_status));
  if (f.complex !== undefined) parts.push(eq(claims.complex, f.complex));
  if (f.tag) parts.push(eq(claims.tag, f.tag));
  if (f.facility) parts.push(sql`${claims.facility} ilike ${`%${escapeLike(f.facility)}%`}`);
  if (f.facility_code) parts.push(eq(claims.facility_code, f.facility_code));
  if (f.received_from) parts.push(sql`${claims.received_at} >= ${f.received_from}::date`);
  if (f.received_to) parts.push(sql`${claims.received_at} < (${f.received_to}::date + 1)`);
  return and(...parts)!;
}

export const claimsRepository = {
  /** The next readable reference of a partner's year, e.g. CLM-2026-000123. */
  async nextReference(tx: Executor, partner: string, year: number) {
    const [row] = await tx
      .insert(claimReferenceCounters)
      .values({ partner_guid: partner, year, last: 1 })
      .onConflictDoUpdate({
        target: [claimReferenceCounters.partner_guid, claimReferenceCounters.year],
        set: { last: sql`${claimReferenceCounters.last} + 1` },
      })
      .returning({ last: claimReferenceCounters.last });
    return `CLM-${year}-${String(row!.last).padStart(6, '0')}`;
  },

  async insert(tx: Executor, row: NewClaimRow) {
    const [created] = await tx.insert(claims).values(row).returning();
    return created!;
  },

  async get(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.partner_guid, partner), eq(claims.guid, guid)));
    return row;
  },

  /** Applies a change only if the claim is still at the version the caller read; undefined when it is not. */
  async updateVersioned(tx: Executor, partner: string, guid: string, version: number, patch: ClaimPatch) {
    const [row] = await tx
      .update(claims)
      .set({ ...patch, version: sql`${claims.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(claims.partner_guid, partner), eq(claims.guid, guid), eq(claims.version, version)))
      .returning();
    return row;
  },

  async list(
    tx: Executor,
    partner: string,
    f: ClaimFilter,
    page: { page: number; size: number },
    order: 'oldest' | 'newest',
  ) {
    const where = whereOf(partner, f);
    return pageOf(
      page,
      (w) =>
        tx
          .select()
          .from(claims)
          .where(where)
          .orderBy(
            ...(order === 'oldest'
              ? [asc(claims.received_at), asc(claims.guid)]
              : [desc(claims.received_at), desc(claims.guid)]),
          )
          .limit(w.limit)
          .offset(w.offset),
      tx.select({ n: count() }).from(claims).where(where),
    );
  },

  async countsByStatus(tx: Executor, partner: string) {
    return tx
      .select({ status: claims.status, n: count() })
      .from(claims)
      .where(eq(claims.partner_guid, partner))
      .groupBy(claims.status);
  },

  async timeline(tx: Executor, partner: string, guid: string) {
    return tx
      .select({
        guid: auditEvents.guid,
        action: auditEvents.action,
        actor_username: auditEvents.actor_username,
        actor_guid: auditEvents.actor_guid,
        reason: auditEvents.reason,
        before: auditEvents.before,
        after: auditEvents.after,
        created_at: auditEvents.created_at,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.partner_guid, partner), eq(auditEvents.entity_guid, guid)))
      .orderBy(asc(auditEvents.created_at), asc(auditEvents.guid));
  },

  /** The policy a claim is made on, with its product, customer and the partner's currency. */
  async policyContext(tx: Executor, partner: string, policyGuid: string) {
    const [row] = await tx
      .select({ policy: policies, product: products, customer: customers, currency_code: countries.currency_code })
      .from(policies)
      .innerJoin(
        products,
        and(eq(products.partner_guid, policies.partner_guid), eq(products.guid, policies.product_guid)),
      )
      .innerJoin(
        customers,
        and(eq(customers.partner_guid, policies.partner_guid), eq(customers.guid, policies.customer_guid)),
      )
      .innerJoin(partners, eq(partners.guid, policies.partner_guid))
      .innerJoin(countries, eq(countries.code, partners.country_code))
      .where(and(eq(policies.partner_guid, partner), eq(policies.guid, policyGuid)));
    return row;
  },

  async customerExists(tx: Executor, partner: string, customerGuid: string) {
    const [row] = await tx
      .select({ guid: customers.guid })
      .from(customers)
      .where(and(eq(customers.partner_guid, partner), eq(customers.guid, customerGuid)));
    return Boolean(row);
  },

  /**
   * Whether a rejection reason is one of the partner's configured ones (configs/claim_rejection_reasons, by code or
   * name). A partner that has configured none accepts any non-empty reason. Runs in the partner-scoped transaction.
   */
  rejectionReasonAllowed: (tx: Executor, partner: string, reason: string) =>
    inPartnerList(tx, claimRejectionReasons, partner, reason),
  /** Whether a claim condition is one of the partner's claim_conditions (by code or name); none configured: any. */
  conditionAllowed: (tx: Executor, partner: string, condition: string) =>
    inPartnerList(tx, claimConditions, partner, condition),

  /** A hospital of the partner's panel (claim_hospitals), by guid. */
  async hospital(tx: Executor, partner: string, guid: string) {
    const [row] = await tx
      .select()
      .from(hospitals)
      .where(and(eq(hospitals.partner_guid, partner), eq(hospitals.guid, guid)));
    return row;
  },

  /**
   * The reimbursement limit of a product: its variable indemnity benefits' limit (`max_amount`, else
   * `amount_benefit`), the largest when there are several; null when the product has none.
   */
  async variableIndemnityLimit(tx: Executor, partner: string, product: string) {
    const [row] = await tx
      .select({
        limit: sql<number | null>`max(coalesce(${productBenefits.max_amount}, ${productBenefits.amount_benefit}))`,
      })
      .from(productBenefits)
      .where(
        and(
          eq(productBenefits.partner_guid, partner),
          eq(productBenefits.product_guid, product),
          eq(productBenefits.benefit_type, 'variable_indemnity'),
        ),
      );
    return row?.limit ?? null;
  },
};

/**
 * Whether a value is one of the partner's entries of a claim list (by code or name). A partner that has configured
 * none accepts any non-empty value. Runs in the partner-scoped transaction.
 */
async function inPartnerList(
  tx: Executor,
  list: typeof claimRejectionReasons | typeof claimConditions,
  partner: string,
  value: string,
) {
  const [r] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      hits: sql<number>`(count(*) filter (where ${list.code} = ${value} or ${list.name} = ${value}))::int`,
    })
    .from(list)
    .where(eq(list.partner_guid, partner));
  return !r || r.total === 0 || r.hits > 0;
}
