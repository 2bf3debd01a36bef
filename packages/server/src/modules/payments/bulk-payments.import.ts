import {
  BULK_PAYMENT_COLUMNS,
  BULK_PAYMENT_OPTIONAL_COLUMNS,
  type BulkPaymentRow,
  bulkPaymentRow,
  bulkPaymentRowFor,
} from '@coverdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Tx } from '../../platform/db/client.ts';
import {
  type ApplyContext,
  type ImportDomain,
  type RowOutcome,
  type StagedChunk,
  type StagedRow,
  stagedRows,
} from '../../platform/imports/index.ts';
import { queueEventSms } from '../messaging/event-sms.ts';
import { policies } from '../policies/policies.tables.ts';
import { applyPolicyStandingMany } from '../policies/policy-status.ts';
import { payments } from './payments.tables.ts';
import './payments.messages.ts';
import { moneyRuleOfBatch } from '../partners/money-rule.ts';

type Row = StagedRow<BulkPaymentRow>;
/** Policies whose standing is recomputed per call in a set-based chunk. */
const STANDING_SLICE = 2500;
type PolicyOf = Map<string, { guid: string; customer_guid: string; status: string }>;

async function policiesOf(tx: Tx, partner: string, rows: Row[]): Promise<PolicyOf> {
  const numbers = [...new Set(rows.map((r) => r.row.policy_number))];
  const found = await tx
    .select({
      guid: policies.guid,
      customer_guid: policies.customer_guid,
      status: policies.status,
      number: policies.policy_number,
    })
    .from(policies)
    .where(and(eq(policies.partner_guid, partner), inArray(policies.policy_number, numbers)));
  return new Map(found.map((p) => [p.number, p]));
}

/** The rule of a missing payment applied to one row: the policy exists and is in force, the date is not ahead. */
function refusal(r: Row, policy: ReturnType<PolicyOf['get']>, today: string): RowOutcome | undefined {
  if (!policy)
    return { line: r.line, status: 'failed', reason: 'bulk_policy_not_found', params: { number: r.row.policy_number } };
  if (policy.status === 'cancelled' || policy.status === 'expired')
    return { line: r.line, status: 'failed', reason: 'policy_not_payable', params: { status: policy.status } };
  if (r.row.effected_date > today) return { line: r.line, status: 'failed', reason: 'payment_date_future' };
  return undefined;
}

/**
 * A chunk's staged rows with their policy and the rule of `refusal` above, in SQL: `row_id (the row's ctid), line,
 * ref, v (the parsed row), policy_guid, customer_guid, reason, reason_params` (reason null: payable). The policy is one
 * index probe per row: its number is projected below `offset 0` (an expression on the outer row is not leakproof, and
 * row-level security would then keep it out of the index condition) and `limit 1` keeps any plan from hashing every
 * policy of the partner.
 */
const matched = (ctx: ApplyContext, chunk: StagedChunk) => sql`
  select r.row_id, r.line, r.row_key as ref, r.value as v, p.guid as policy_guid, p.customer_guid,
    case when p.guid is null then 'bulk_policy_not_found'
         when p.status in ('cancelled', 'expired') then 'policy_not_payable'
         when r.value->>'effected_date' > ${ctx.today} then 'payment_date_future' end as reason,
    case when p.guid is null then jsonb_build_object('number', r.value->>'policy_number')
         when p.status in ('cancelled', 'expired') then jsonb_build_object('status', p.status) end as reason_params
  from (select s.*, s.value->>'policy_number' as policy_number from (${stagedRows(chunk)}) s offset 0) r
  left join lateral (select guid, customer_guid, status from policies
    where partner_guid = ${ctx.partner} and policy_number = r.policy_number limit 1) p on true`;

/**
 * Bulk payments on the import engine: a mobile-money statement of premiums. The key is the MNO reference: one already
 * recorded for the partner (by hand, by a gateway or by another file) is `already`, never a second payment. Each
 * chunk inserts its payments with `on conflict do nothing` on (partner, MNO reference), writes one audit event per
 * payment, and moves every touched policy to the standing its premiums call for (`applyPolicyStandingMany`: the same
 * rule as a single payment — pending → active at the eligibility threshold, lapsed → active).
 */
export const bulkPaymentsImport: ImportDomain<BulkPaymentRow> = {
  kind: 'bulk_payments',
  columns: BULK_PAYMENT_COLUMNS,
  optionalColumns: BULK_PAYMENT_OPTIONAL_COLUMNS,
  schema: bulkPaymentRow,
  // The file's amounts are read with the partner's money rule, recorded on the batch when it was uploaded.
  forBatch: (options) => ({ schema: bulkPaymentRowFor(moneyRuleOfBatch(options)) }),
  keyOf: (row) => row.mno_reference,

  async check(tx, ctx, rows) {
    const policyOf = await policiesOf(tx, ctx.partner, rows);
    const recorded = await tx
      .select({ ref: payments.mno_reference })
      .from(payments)
      .where(
        and(
          eq(payments.partner_guid, ctx.partner),
          inArray(
            payments.mno_reference,
            rows.map((r) => r.key),
          ),
        ),
      );
    const known = new Set(recorded.map((r) => r.ref));
    return rows.map(
      (r) =>
        (known.has(r.key) ? { line: r.line, status: 'already' } : undefined) ??
        refusal(r, policyOf.get(r.row.policy_number), ctx.today) ?? { line: r.line, status: 'valid' },
    );
  },

  /** Set-based dry run: refused rows `failed`, references already recorded `already`; the rest stays `valid`. */
  async checkStaged(tx, ctx, chunk) {
    await tx.execute(sql`
      with input as (${matched(ctx, chunk)}),
      judged as (
        select i.*, exists (select 1 from payments x where x.partner_guid = ${ctx.partner}
          and x.mno_reference = i.ref) as recorded
        from input i
      )
      update import_rows r set
        status = case when j.recorded then 'already' else 'failed' end,
        reason = case when j.recorded then 'import_already_recorded' else j.reason end,
        reason_params = case when j.recorded then null else j.reason_params end
      from judged j
      where r.ctid = any(array(select row_id from input)) and r.ctid = j.row_id and (j.recorded or j.reason is not null)`);
  },

  /**
   * Set-based apply of a chunk, in one statement: the payable rows inserted (`on conflict do nothing` on the partner's
   * MNO reference), one audit event per payment, each row's outcome; then every policy that got a payment moves to the
   * standing its premiums call for (`applyPolicyStandingMany`, once per policy per chunk).
   */
  async applyStaged(tx, ctx, chunk) {
    const type = ctx.batch.options.payment_type === 'bundle' ? 'bundle' : 'normal';
    const paid = await tx.execute<{ policy_guid: string; customer_guid: string }>(sql`
      with input as (${matched(ctx, chunk)}),
      inserted as (
        insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
          status, mno_status, mno_message, payment_type, channel, created_by)
        select ${ctx.partner}, cd_uuidv7(), policy_guid, customer_guid, (v->>'amount')::bigint,
          (v->>'effected_date')::date::timestamp at time zone 'UTC', ref, 'succeeded',
          coalesce(v->>'mno_status', 'bulk_payment'), v->>'mno_message', ${type}, 'BulkUpload', ${ctx.actor.username}
        from input where reason is null order by line
        on conflict (partner_guid, mno_reference) do nothing
        returning *
      ), audited as (
        insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
          after, reason, request_id)
        select cd_uuidv7(), ${ctx.partner}, ${ctx.actor.sub}, ${ctx.actor.username}, 'payment', p.guid::text,
          'bulk_payment', to_jsonb(p), ${`batch ${ctx.batch.guid}`}, ${ctx.actor.requestId ?? null}
        from inserted p
      ), outcomes as (
        update import_rows r set
          status = case when i.reason is not null then 'failed'
                        when i.ref in (select mno_reference from inserted) then 'applied' else 'already' end,
          reason = case when i.reason is not null then i.reason
                        when i.ref not in (select mno_reference from inserted) then 'import_already_recorded' end,
          reason_params = i.reason_params
        from input i
        where r.ctid = any(array(select row_id from input)) and r.ctid = i.row_id
      )
      select policy_guid, customer_guid from inserted`);
    await queueEventSms(tx, ctx.partner, 'PAYMENT_RECEIVED', paid.rows);
    // In slices: each call reads its policies into the server, and a slice's rows are garbage before the next is read
    // (10,000 at once were promoted to the old generation and grew the heap by some 15 MB a chunk).
    const guids = [...new Set(paid.rows.map((r) => r.policy_guid))];
    for (let i = 0; i < guids.length; i += STANDING_SLICE)
      await applyPolicyStandingMany(tx, ctx.actor, ctx.partner, guids.slice(i, i + STANDING_SLICE), ctx.today, {
        reason: `bulk payment batch ${ctx.batch.guid}`,
      });
  },

  async apply(tx, ctx, rows) {
    const policyOf = await policiesOf(tx, ctx.partner, rows);
    const outcomes = new Map<number, RowOutcome>();
    const accepted: (Row & { guid: string; policy: string; customer: string })[] = [];
    for (const r of rows) {
      const policy = policyOf.get(r.row.policy_number);
      const refused = refusal(r, policy, ctx.today);
      if (refused) outcomes.set(r.line, refused);
      else accepted.push({ ...r, guid: uuidv7(), policy: policy!.guid, customer: policy!.customer_guid });
    }
    const inserted = accepted.length ? await insertPayments(tx, ctx, accepted) : new Set<string>();
    const paid = accepted.filter((r) => inserted.has(r.guid));
    await queueEventSms(
      tx,
      ctx.partner,
      'PAYMENT_RECEIVED',
      paid.map((r) => ({ customer_guid: r.customer, policy_guid: r.policy })),
    );
    for (const r of accepted)
      outcomes.set(r.line, { line: r.line, status: inserted.has(r.guid) ? 'applied' : 'already' });
    const touched = [...new Set(paid.map((r) => r.policy))];
    await applyPolicyStandingMany(tx, ctx.actor, ctx.partner, touched, ctx.today, {
      reason: `bulk payment batch ${ctx.batch.guid}`,
    });
    return rows.map((r) => outcomes.get(r.line)!);
  },
};

/** One statement: the payments (skipping references already recorded) and their audit events. Answers the new guids. */
async function insertPayments(
  tx: Tx,
  ctx: ApplyContext,
  rows: (Row & { guid: string; policy: string; customer: string })[],
): Promise<Set<string>> {
  const type = ctx.batch.options.payment_type === 'bundle' ? 'bundle' : 'normal';
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  const result = await tx.execute<{ guid: string }>(sql`
    with input as (
      select * from unnest(${col((r) => r.guid)}::uuid[], ${col((r) => r.policy)}::uuid[],
        ${col((r) => r.customer)}::uuid[], ${col((r) => r.row.amount)}::int[],
        ${col((r) => `${r.row.effected_date}T00:00:00Z`)}::timestamptz[], ${col((r) => r.row.mno_reference)}::text[],
        ${col((r) => r.row.mno_status)}::text[], ${col((r) => r.row.mno_message)}::text[],
        ${col(() => uuidv7())}::uuid[])
        as t(guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, mno_status, mno_message, audit_guid)
    ), inserted as (
      insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        status, mno_status, mno_message, payment_type, channel, created_by)
      select ${ctx.partner}, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        'succeeded', coalesce(mno_status, 'bulk_payment'), mno_message, ${type}, 'BulkUpload', ${ctx.actor.username}
      from input
      on conflict (partner_guid, mno_reference) do nothing
      returning *
    ), audited as (
      insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, after, reason)
      select i.audit_guid, ${ctx.partner}, ${ctx.actor.sub}, ${ctx.actor.username}, 'payment', p.guid::text, 'bulk_payment',
        to_jsonb(p), ${`batch ${ctx.batch.guid}`}
      from inserted p join input i on i.guid = p.guid
    )
    select guid from inserted`);
  return new Set(result.rows.map((r) => r.guid));
}
