import type {
  Group,
  GroupCallback,
  GroupDetail,
  GroupInput,
  GroupQuotation,
  GroupRegistration,
  GroupUpdate,
} from '@coverdesk/contract';
import { MONEY_MAX_CENTS, normaliseMsisdn } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { type Lang, translate } from '../../platform/http/messages.ts';
import { batchOut } from '../../platform/imports/index.ts';
import { phoneCountryOf } from '../customers/customer-search.ts';
import { policiesRepository } from '../policies/policies.repository.ts';
import { assertDates, benefitOfPolicy, premiumOfProduct } from '../policies/policy-eligibility.ts';
import { ageOn, laterOf, todayIso } from '../policies/policy-periods.ts';
import { groupConfigsRepository } from '../products/product-items.repository.ts';
import { groupOf, memberOut, missingOf } from './group-common.ts';
import { type GroupRow, groupsRepository as repo } from './groups.repository.ts';
import type { GroupCallbackRow, GroupRegistrationRow } from './groups.tables.ts';
import './groups.messages.ts';

export type Clock = () => Date;

const callbackOut = (c: GroupCallbackRow, productName: string | null): GroupCallback => ({
  guid: c.guid,
  group_guid: c.group_guid,
  msisdn: c.msisdn,
  name: c.name,
  product_guid: c.product_guid,
  product_name: productName,
  status: c.status as GroupCallback['status'],
  requested_at: c.requested_at,
  closed_reason: c.closed_reason,
  closed_by: c.closed_by,
  closed_at: c.closed_at,
});

const num = (v: unknown) => Number(v ?? 0);

export const registrationOut = (r: GroupRegistrationRow, lang: Lang): GroupRegistration => ({
  guid: r.guid,
  status: r.status as GroupRegistration['status'],
  total: r.total,
  processed: r.processed,
  registered: r.registered,
  failed: r.failed,
  error: r.error ? translate(r.error, lang) : null,
  created_by: r.created_by,
  created_at: r.created_at,
  finished_at: r.finished_at,
});

/** The product a group buys: of the partner (404), with a group configuration (422), at one of its premiums (400). */
export async function groupProduct(tx: Executor, partner: string, productGuid: string, premiumCents?: number) {
  const product = await policiesRepository.product(tx, partner, productGuid);
  if (!product) throw notFound('product_not_found');
  const [config] = await groupConfigsRepository.listByProduct(tx, partner, productGuid);
  if (!config) throw unprocessable('product_not_for_groups');
  const premium = premiumCents === undefined ? undefined : await premiumOfProduct(tx, product, premiumCents);
  return { product, config, premium };
}

/** Group schemes: pre-registration, lists, the group page's reads and the quotation. */
export function createGroupsService(database: Database, now: Clock = () => new Date()) {
  const scoped = <T>(partner: string, fn: (tx: Parameters<Parameters<Database['scoped']>[1]>[0]) => Promise<T>) =>
    database.scoped([partner], fn);

  async function outMany(tx: Executor, partner: string, rows: GroupRow[]): Promise<Group[]> {
    const guids = rows.map((r) => r.guid);
    const counts = await repo.counts(tx, partner, guids);
    const names = await repo.productName(tx, partner, [...new Set(rows.map((r) => r.product_guid))]);
    return rows.map((g) => ({
      guid: g.guid,
      id: g.guid,
      partner_guid: g.partner_guid,
      name: g.name,
      group_type: g.group_type,
      product_guid: g.product_guid,
      product_name: names.get(g.product_guid) ?? '',
      premium_cents: g.premium_cents,
      granularity: g.granularity,
      start_date: g.start_date,
      contact_name: g.contact_name,
      contact_msisdn: g.contact_msisdn,
      contact_email: g.contact_email,
      status: g.status as Group['status'],
      members_count: counts.get(g.guid)?.members ?? 0,
      registered_count: counts.get(g.guid)?.registered ?? 0,
      created_by: g.created_by,
      created_at: g.created_at,
      updated_at: g.updated_at,
    }));
  }
  const outOne = async (tx: Executor, partner: string, g: GroupRow) => (await outMany(tx, partner, [g]))[0]!;

  async function checked(tx: Executor, partner: string, input: GroupInput, except?: string) {
    const msisdn = normaliseMsisdn(input.contact_msisdn, await phoneCountryOf(tx, partner));
    if (!msisdn) throw badRequest({ contact_msisdn: 'phone_invalid' });
    const { premium } = await groupProduct(tx, partner, input.product_guid, input.premium_cents);
    if (await repo.nameTaken(tx, partner, input.name, except)) throw conflict('group_name_exists');
    return { ...input, contact_msisdn: msisdn, granularity: premium!.granularity };
  }

  return {
    preRegister: (actor: Actor, partner: string, input: GroupInput) =>
      scoped(partner, async (tx) => {
        assertDates(input.start_date, todayIso(now()));
        const data = await checked(tx, partner, input);
        const row = await repo.insert(tx, {
          ...data,
          partner_guid: partner,
          guid: uuidv7(),
          status: 'pre_registered',
          created_by: actor.username,
          created_by_guid: actor.sub,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'group',
          entity_guid: row.guid,
          action: 'pre_register',
          after: row,
        });
        return outOne(tx, partner, row);
      }),

    update: (actor: Actor, partner: string, { groupId, ...input }: GroupUpdate) =>
      scoped(partner, async (tx) => {
        const before = await groupOf(tx, partner, groupId, { forUpdate: true });
        const data = await checked(tx, partner, input, groupId);
        const locked =
          data.product_guid !== before.product_guid ||
          data.premium_cents !== before.premium_cents ||
          data.start_date !== before.start_date;
        if (locked && before.status === 'registered') throw conflict('group_registered_locked');
        if (data.start_date !== before.start_date) assertDates(data.start_date, todayIso(now()));
        const row = await repo.update(tx, partner, groupId, data);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'group',
          entity_guid: groupId,
          action: 'update',
          before,
          after: row,
        });
        return outOne(tx, partner, row);
      }),

    list: (partner: string, q: { page: number; size: number; search?: string | undefined }) =>
      scoped(partner, async (tx) => {
        const p = await repo.page(tx, partner, q);
        return { items: await outMany(tx, partner, p.items), count: p.count };
      }),

    mine: (user: Actor, partner: string, q: { page: number; size: number; search?: string | undefined }) =>
      scoped(partner, async (tx) => {
        const p = await repo.page(tx, partner, { ...q, creator: user.sub });
        return { items: await outMany(tx, partner, p.items), count: p.count };
      }),

    get: (partner: string, guid: string, lang: Lang): Promise<GroupDetail> =>
      scoped(partner, async (tx) => {
        const g = await groupOf(tx, partner, guid);
        const run = await repo.latestRegistration(tx, partner, guid);
        return { ...(await outOne(tx, partner, g)), registration: run ? registrationOut(run, lang) : null };
      }),

    /** Refused while a policy of the group is in force (409) or payments are recorded; members go with the group. */
    remove: (actor: Actor, partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const before = await groupOf(tx, partner, guid, { forUpdate: true });
        const live = await repo.livePolicies(tx, partner, guid);
        if (live > 0) throw conflict('group_has_policies', { count: live });
        if (await repo.hasPayments(tx, partner, guid)) throw conflict('group_has_payments');
        await repo.remove(tx, partner, guid);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'group',
          entity_guid: guid,
          action: 'delete',
          before,
        });
      }),

    customers: (partner: string, guid: string, q: { page: number; size: number }) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, guid);
        const p = await repo.customersPage(tx, partner, guid, q);
        return {
          items: p.rows.map((r) => ({
            guid: String(r.guid),
            full_name: String(r.full_name),
            msisdn: String(r.msisdn),
            date_of_birth: (r.date_of_birth as string | null) ?? null,
            national_id: (r.national_id as string | null) ?? null,
            policy_guid: (r.policy_guid as string | null) ?? null,
            policy_number: (r.policy_number as string | null) ?? null,
            policy_status: (r.policy_status as string | null) ?? null,
          })),
          count: p.count,
        };
      }),

    members: (partner: string, guid: string, q: { page: number; size: number; status?: string }, lang: Lang) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, guid);
        const p = await repo.membersPage(tx, partner, guid, q);
        return { items: p.items.map((m) => memberOut(m, lang)), count: p.count };
      }),

    policies: (partner: string, guid: string, q: { page: number; size: number }) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, guid);
        const p = await repo.policiesPage(tx, partner, guid, q);
        return {
          items: p.rows.map((r) => ({
            guid: String(r.guid),
            policy_number: String(r.policy_number),
            customer_guid: String(r.customer_guid),
            customer_name: String(r.customer_name),
            msisdn: String(r.msisdn),
            status: String(r.status),
            premium_cents: num(r.premium_cents),
            granularity: String(r.granularity),
            start_date: String(r.start_date),
          })),
          count: p.count,
        };
      }),

    premiums: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const g = await groupOf(tx, partner, guid);
        const rows = await repo.premiums(tx, partner, guid);
        const live = rows.filter((r) => r.status !== 'cancelled' && r.status !== 'expired');
        return {
          group_guid: guid,
          policies: rows.reduce((n, r) => n + r.count, 0),
          premium_cents: g.premium_cents,
          granularity: g.granularity,
          // Capped at 2^53 − 1 like a policy's paid total: a group paid that much is covered for the calendar's maximum,
          // and a read must never break on a sum the API accepted.
          total_premium_cents: Math.min(
            live.reduce((n, r) => n + r.premium, 0),
            MONEY_MAX_CENTS,
          ),
          paid_cents: Math.min(
            rows.reduce((n, r) => n + r.paid, 0),
            MONEY_MAX_CENTS,
          ),
          by_status: rows.map((r) => ({ status: r.status, count: r.count })),
        };
      }),

    claims: (partner: string, guid: string, q: { page: number; size: number }) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, guid);
        const p = await repo.claimsPage(tx, partner, guid, q);
        return {
          items: p.rows.map((r) => ({
            guid: String(r.guid),
            claim_reference: String(r.claim_reference),
            policy_guid: String(r.policy_guid),
            policy_number: String(r.policy_number),
            customer_name: String(r.customer_name),
            status: String(r.status),
            created_at: new Date(String(r.created_at)).toISOString(),
          })),
          count: p.count,
        };
      }),

    callbacks: (partner: string, q: { page: number; size: number; group_id?: string | undefined }) =>
      scoped(partner, async (tx) => {
        if (q.group_id) await groupOf(tx, partner, q.group_id);
        const p = await repo.callbacksPage(tx, partner, q);
        const names = await repo.productName(tx, partner, [
          ...new Set(p.items.map((c) => c.product_guid).filter((g): g is string => Boolean(g))),
        ]);
        return {
          items: p.items.map((c) => callbackOut(c, c.product_guid ? (names.get(c.product_guid) ?? null) : null)),
          count: p.count,
        };
      }),

    /** Closes an open callback with the reason, audited in the same transaction; 409 when already closed. */
    closeCallback: (actor: Actor, partner: string, guid: string, reason: string) =>
      scoped(partner, async (tx) => {
        const before = await repo.callback(tx, partner, guid);
        if (!before) throw notFound('group_callback_not_found');
        if (before.status !== 'open') throw conflict('group_callback_closed');
        const after = await repo.closeCallback(tx, partner, guid, { reason, by: actor.username ?? null });
        if (!after) throw conflict('group_callback_closed');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'group_callback',
          entity_guid: guid,
          action: 'close',
          before: { status: before.status, group_guid: before.group_guid },
          after: { status: after.status, closed_reason: reason },
          reason,
        });
        const names = after.product_guid ? await repo.productName(tx, partner, [after.product_guid]) : new Map();
        return callbackOut(after, after.product_guid ? (names.get(after.product_guid) ?? null) : null);
      }),

    /** The group's members files (import batches), newest first. */
    uploads: (partner: string, guid: string, q: { page: number; size: number }, lang: Lang) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, guid);
        const p = await repo.uploadsPage(tx, partner, guid, q);
        return { items: p.items.map((b) => batchOut(b, lang)), count: p.count };
      }),

    quotation: (partner: string, guid: string, lang: Lang) =>
      scoped(partner, (tx) => quote(tx, partner, guid, lang, todayIso(now()))),
  };
}

/**
 * The quotation: each principal, priced at the group's premium when eligible (complete, age within the product's
 * range on the policy start date, not registered yet). Dependants are covered by their principal's policy (the
 * product's membership rules), at no extra premium. `blocker` says why registration would be refused.
 */
export async function quote(
  tx: Executor,
  partner: string,
  guid: string,
  lang: Lang,
  today: string,
): Promise<GroupQuotation> {
  const g = await groupOf(tx, partner, guid);
  const { product, config } = await groupProduct(tx, partner, g.product_guid);
  const start = laterOf(g.start_date, today);
  const principals = await repo.principals(tx, partner, guid);
  const deps = await repo.dependantCounts(tx, partner, guid);
  const lines = principals.map((m) => {
    const missing = missingOf(m);
    const age = m.date_of_birth ? ageOn(m.date_of_birth, start) : null;
    const reason =
      m.status === 'registered'
        ? translate('group_member_registered', lang)
        : missing.length
          ? translate('group_member_missing', lang, { fields: missing.join(', ') })
          : age !== null && (age < product.minimum_age || age > product.maximum_age)
            ? translate('group_member_age', lang, { age, min: product.minimum_age, max: product.maximum_age })
            : null;
    const eligible = reason === null;
    return {
      member_guid: m.guid,
      full_name: m.full_name,
      msisdn: m.msisdn,
      age,
      dependants: deps.get(m.guid) ?? 0,
      premium_cents: eligible ? g.premium_cents : 0,
      eligible,
      reason,
    };
  });
  const eligible = lines.filter((l) => l.eligible).length;
  const registered = principals.filter((m) => m.status === 'registered').length;
  const total = eligible + registered;
  const blocker = !product.active
    ? translate('product_inactive', lang)
    : eligible === 0
      ? translate('group_nothing_to_register', lang)
      : total < config.min_members || total > config.max_members
        ? translate('group_members_range', lang, { count: total, min: config.min_members, max: config.max_members })
        : null;
  return {
    group_guid: g.guid,
    product_guid: g.product_guid,
    premium_cents: g.premium_cents,
    granularity: g.granularity,
    benefit_cents: await benefitOfPolicy(tx, product, g),
    min_members: config.min_members,
    max_members: config.max_members,
    members: principals.length,
    dependants: [...deps.values()].reduce((n, d) => n + d, 0),
    eligible,
    total_premium_cents: eligible * g.premium_cents,
    blocker,
    lines,
  };
}
