import {
  coverEnded,
  type MatchUnallocatedInput,
  normaliseMsisdn,
  type RefundUnallocatedInput,
  type UnallocatedMoney,
  type UnallocatedStatus,
  type UnallocatedSuggestion,
} from '@coverdesk/contract';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Actor, audit, auditFrom } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { type Lang, translate } from '../../platform/http/messages.ts';
import { findCustomers } from '../customers/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { todayIso } from '../policies/index.ts';
import { paymentsRepository } from './payments.repository.ts';
import { recordPayment } from './payments.service.ts';
import { type UnallocatedRow, unallocatedMoney } from './unallocated.tables.ts';
import './payments.messages.ts';

/** Money a file, gateway or bank line could not apply to a policy: what is kept of it (one per MNO reference). */
export interface HeldMoney {
  mno_reference: string;
  amount_cents: number;
  effected_date: string;
  payer_msisdn?: string | null;
  payer_name?: string | null;
  policy_number?: string | null;
  reason: string;
  reason_params?: Record<string, string | number> | null;
  source: string;
  batch_guid?: string | null;
  line?: number | null;
}

/**
 * Holds money as unallocated money of the partner, in the caller's transaction: one statement for the entries (a
 * reference already held is kept as it is: the same file twice holds it once) and one for their audit events.
 * Answers how many were newly held. The partner's currency is its country's.
 */
export async function holdUnallocated(
  tx: Executor,
  actor: Actor,
  partner: string,
  held: readonly HeldMoney[],
): Promise<number> {
  if (!held.length) return 0;
  const col = <T>(f: (h: HeldMoney) => T) => sql.param(held.map(f));
  const r = await tx.execute<{ n: number }>(sql`
    with input as (
      select * from unnest(${col((h) => h.mno_reference)}::text[], ${col((h) => h.amount_cents)}::bigint[],
        ${col((h) => h.effected_date)}::date[], ${col((h) => h.payer_msisdn ?? null)}::text[],
        ${col((h) => h.payer_name ?? null)}::text[], ${col((h) => h.policy_number ?? null)}::text[],
        ${col((h) => h.reason)}::text[], ${col((h) => (h.reason_params ? JSON.stringify(h.reason_params) : null))}::jsonb[],
        ${col((h) => h.source)}::text[], ${col((h) => h.batch_guid ?? null)}::uuid[], ${col((h) => h.line ?? null)}::int[])
        with ordinality as t(mno_reference, amount_cents, effected_date, payer_msisdn, payer_name, policy_number, reason,
          reason_params, source, batch_guid, line, n)
    ), currency as (
      select coalesce((select c.currency_code from partners p join countries c on c.code = p.country_code
        where p.guid = ${partner}), '') as code
    ), inserted as (
      insert into unallocated_money (partner_guid, guid, mno_reference, amount_cents, currency, effected_date,
        payer_msisdn, payer_name, policy_number, reason, reason_params, source, batch_guid, line)
      select distinct on (i.mno_reference) ${partner}, cd_uuidv7(), i.mno_reference, i.amount_cents, c.code,
        i.effected_date, i.payer_msisdn, i.payer_name, i.policy_number, i.reason, i.reason_params, i.source,
        i.batch_guid, i.line
      from input i cross join currency c
      order by i.mno_reference, i.n
      on conflict (partner_guid, mno_reference) do nothing
      returning *
    ), audited as (
      ${auditFrom(actor, {
        partner_guid: partner,
        entity_type: 'unallocated_money',
        entity_guid: sql`u.guid::text`,
        action: 'hold',
        after: sql`to_jsonb(u)`,
        reason: sql`u.reason`,
        from: sql`inserted u`,
      })}
    )
    select count(*)::int as n from inserted`);
  return r.rows[0]?.n ?? 0;
}

const out = (r: UnallocatedRow & { matched_policy_number?: string | null }, lang: Lang): UnallocatedMoney => ({
  guid: r.guid,
  mno_reference: r.mno_reference,
  amount_cents: r.amount_cents,
  currency: r.currency,
  effected_date: r.effected_date,
  payer_msisdn: r.payer_msisdn,
  payer_name: r.payer_name,
  policy_number: r.policy_number,
  reason_code: r.reason,
  reason: translate(r.reason, lang, (r.reason_params ?? {}) as Record<string, string | number>),
  source: r.source,
  batch_guid: r.batch_guid,
  line: r.line,
  status: r.status as UnallocatedStatus,
  policy_guid: r.policy_guid,
  matched_policy_number: r.matched_policy_number ?? null,
  payment_guid: r.payment_guid,
  decided_by: r.decided_by,
  decided_at: r.decided_at,
  decision_note: r.decision_note,
  created_at: r.created_at,
});

const U = unallocatedMoney;
const withPolicyNumber = {
  u: U,
  matched_policy_number: sql<string | null>`(select p.policy_number from policies p
    where p.partner_guid = ${U.partner_guid} and p.guid = ${U.policy_guid})`,
};

/**
 * The suspense account: unallocated money listed, matched to a policy (a payment recorded through `recordPayment`,
 * the money rule and the policy's standing of every hand-typed payment) or marked for refund. Both decisions are
 * audited and idempotent: the same decision again answers the entry as it is; another decision on a decided entry
 * is 409 `unallocated_already_decided`.
 */
export function createUnallocatedService(database: Database, now: () => Date = () => new Date()) {
  const scoped = database.scoped;

  async function row(tx: Executor, partner: string, guid: string, opts: { forUpdate?: boolean } = {}) {
    const q = tx
      .select(withPolicyNumber)
      .from(U)
      .where(and(eq(U.partner_guid, partner), eq(U.guid, guid)));
    const [r] = opts.forUpdate ? await q.for('update', { of: U }) : await q;
    if (!r) throw notFound('unallocated_not_found');
    return { ...r.u, matched_policy_number: r.matched_policy_number };
  }

  return {
    list: (partner: string, q: { page: number; size: number; status?: UnallocatedStatus; q?: string }, lang: Lang) =>
      scoped([partner], async (tx) => {
        const term = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
        const where = and(
          eq(U.partner_guid, partner),
          q.status ? eq(U.status, q.status) : undefined,
          term
            ? or(
                ilike(U.mno_reference, term),
                ilike(U.payer_msisdn, term),
                ilike(U.payer_name, term),
                ilike(U.policy_number, term),
              )
            : undefined,
        );
        const { items: rows, count: total } = await pageOf(
          q,
          (w) =>
            tx
              .select(withPolicyNumber)
              .from(U)
              .where(where)
              .orderBy(desc(U.created_at), desc(U.guid))
              .limit(w.limit)
              .offset(w.offset),
          tx.select({ n: count() }).from(U).where(where),
        );
        return {
          items: rows.map((r) => out({ ...r.u, matched_policy_number: r.matched_policy_number }, lang)),
          count: total,
        };
      }),

    get: (partner: string, guid: string, lang: Lang) =>
      scoped([partner], async (tx) => out(await row(tx, partner, guid), lang)),

    /**
     * Policies the money may belong to: those of customers with the payer's phone number (normalised for the
     * partner's country) or a name like the payer's (the customers' name search), each saying whether the money can
     * be applied to it (in cover and bought on or before the payment's date).
     */
    suggestions: async (partner: string, guid: string): Promise<UnallocatedSuggestion[]> => {
      const entry = await scoped([partner], (tx) => row(tx, partner, guid));
      const matchedBy = new Map<string, Set<'phone' | 'name'>>();
      const note = (customer: string, how: 'phone' | 'name') =>
        matchedBy.set(customer, (matchedBy.get(customer) ?? new Set()).add(how));
      if (entry.payer_msisdn) {
        const country = await phoneCountryOf(database.db, partner);
        if (normaliseMsisdn(entry.payer_msisdn, country))
          for (const c of (await findCustomers(database, partner, { msisdn: entry.payer_msisdn })).items)
            note(c.guid, 'phone');
      }
      if (entry.payer_name && entry.payer_name.trim().length >= 3)
        for (const c of (await findCustomers(database, partner, { name: entry.payer_name }, { page: 1, size: 10 }))
          .items)
          note(c.guid, 'name');
      if (!matchedBy.size) return [];
      const today = todayIso(now());
      return scoped([partner], async (tx) => {
        const found = await tx.execute<{
          guid: string;
          policy_number: string;
          status: string;
          valid_until: string | null;
          purchased_on: string;
          premium_cents: string;
          customer_guid: string;
          full_name: string;
          msisdn: string;
        }>(sql`
          select p.guid, p.policy_number, p.status, p.valid_until::text,
            ((p.purchased_at at time zone 'UTC')::date)::text as purchased_on, p.premium_cents::text,
            c.guid as customer_guid, c.full_name, c.msisdn
          from policies p join customers c on c.partner_guid = p.partner_guid and c.guid = p.customer_guid
          where p.partner_guid = ${partner} and p.customer_guid = any(${sql.param([...matchedBy.keys()])}::uuid[])
          order by p.purchased_at desc
          limit 50`);
        return found.rows
          .map((p) => {
            const facts = { status: p.status, valid_until: p.valid_until, purchased_on: p.purchased_on };
            const payable = !coverEnded(facts, today) && entry.effected_date >= facts.purchased_on;
            const by = matchedBy.get(p.customer_guid)!;
            return {
              policy_guid: p.guid,
              policy_number: p.policy_number,
              status: p.status,
              customer_guid: p.customer_guid,
              customer_name: p.full_name,
              msisdn: p.msisdn,
              premium_cents: Number(p.premium_cents),
              matched_by: (['phone', 'name'] as const).filter((k) => by.has(k)),
              payable,
            };
          })
          .sort((a, b) => Number(b.payable) - Number(a.payable) || b.matched_by.length - a.matched_by.length);
      });
    },

    match: (actor: Actor, partner: string, guid: string, input: MatchUnallocatedInput, lang: Lang) =>
      scoped([partner], async (tx) => {
        const before = await row(tx, partner, guid, { forUpdate: true });
        if (before.status === 'matched' && before.policy_guid === input.policy_guid) return out(before, lang);
        if (before.status !== 'unallocated') throw conflict('unallocated_already_decided', { status: before.status });
        const policy = await paymentsRepository.policy(tx, partner, input.policy_guid);
        if (!policy) throw notFound('policy_not_found');
        const payment = await recordPayment(tx, actor, partner, todayIso(now()), {
          policy,
          amount_cents: before.amount_cents,
          effected_date: before.effected_date,
          mno_reference: before.mno_reference,
          mno_status: 'unallocated_match',
          action: 'unallocated_match',
          reason: `unallocated money ${before.mno_reference} matched`,
        });
        const [after] = await tx
          .update(U)
          .set({
            status: 'matched',
            policy_guid: policy.guid,
            payment_guid: payment.guid,
            decided_by: actor.username,
            decided_at: sql`now()`,
            decision_note: input.note || null,
            updated_at: sql`now()`,
          })
          .where(and(eq(U.partner_guid, partner), eq(U.guid, guid)))
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'unallocated_money',
          entity_guid: guid,
          action: 'match',
          before,
          after,
          reason: `policy ${policy.policy_number}${input.note ? `: ${input.note}` : ''}`,
        });
        return out({ ...after!, matched_policy_number: policy.policy_number }, lang);
      }),

    refund: (actor: Actor, partner: string, guid: string, input: RefundUnallocatedInput, lang: Lang) =>
      scoped([partner], async (tx) => {
        const before = await row(tx, partner, guid, { forUpdate: true });
        if (before.status === 'refund') return out(before, lang);
        if (before.status !== 'unallocated') throw conflict('unallocated_already_decided', { status: before.status });
        const [after] = await tx
          .update(U)
          .set({
            status: 'refund',
            decided_by: actor.username,
            decided_at: sql`now()`,
            decision_note: input.reason,
            updated_at: sql`now()`,
          })
          .where(and(eq(U.partner_guid, partner), eq(U.guid, guid)))
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'unallocated_money',
          entity_guid: guid,
          action: 'refund',
          before,
          after,
          reason: input.reason,
        });
        return out({ ...after!, matched_policy_number: null }, lang);
      }),
  };
}
