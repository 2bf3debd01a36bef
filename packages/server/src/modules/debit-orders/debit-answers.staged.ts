import { RETRYABLE_UNPAID_CODES } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { type Actor, auditFrom } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { markStagedRows, type StagedChunk, stagedRows } from '../../platform/imports/index.ts';
import { debitCollectionsCounted } from '../../platform/metrics.ts';
import { holdUnallocated, policiesOutOfCover } from '../payments/index.ts';
import { applyPolicyStandingMany } from '../policies/index.ts';
import { queueEventSmsFrom } from '../sms/index.ts';
import { retryDateOf } from './debit-process.ts';

/** The chunk's answers, then its decisions: one row per staged line, dropped at commit. */
const A = sql.raw('debit_answer_lines');
const D = sql.raw('debit_answer_decisions');

/**
 * The decisions of a chunk of a bank answer file, made in SQL from its staged rows (`decide`'s rule, line by line):
 * the collections named are locked in guid order; a collection named twice takes its first line only; an answer for
 * another attempt than the collection's is `already`; success pays a collection not yet paid; a failure of a pending
 * (or taken-as-paid) collection retries (code worth it, retries left) or fails; anything else is `already`.
 */
async function decideStaged(tx: Executor, partner: string, chunk: StagedChunk, mode: 'apply' | 'check') {
  // The chunk's answers first, each with its collection's guid, and their statistics. A collection is found by one
  // index probe per answer (`lateral … limit 1`; the reference is unique): joined as a set, the planner hashes every
  // collection of the partner for ten thousand answers (0.6 s a statement at a million collections).
  await tx.execute(sql`
    create temp table ${A} on commit drop as
    select s.*, n.guid as txn_guid
    from (select row_id, line, value ->> 'reference' as reference, value ->> 'status' as answer,
        nullif(value ->> 'unpaid_code', '') as code, (value ->> 'attempt')::int as attempt
      from (${stagedRows(chunk)}) r offset 0) s
    left join lateral (select guid from debit_order_transactions
      where partner_guid = ${partner} and reference = s.reference limit 1) n on true`);
  await tx.execute(sql`analyze ${A}`);
  // The collections named, read by their keys in guid order and, when applying, locked in that order (as
  // `applyAnswers` does): the state decided on is the locked one.
  await tx.execute(sql`
    create temp table ${D} on commit drop as
    with named as (
      select guid, status, attempts, retries, unpaid_code, payment_guid, policy_guid, customer_guid, amount_in_cents,
        due_date
      from debit_order_transactions
      where partner_guid = ${partner} and guid = any(array(select txn_guid from ${A} where txn_guid is not null))
      order by guid ${mode === 'apply' ? sql`for update` : sql``}
    ), matched as (
      select a.row_id, a.line, a.reference, a.answer, a.code, a.attempt, n.guid, n.status as before_status, n.attempts,
        n.retries, n.unpaid_code as before_code, n.payment_guid as before_payment, n.policy_guid, n.customer_guid,
        n.amount_in_cents, n.due_date, row_number() over (partition by n.guid order by a.line) as nth
      from ${A} a left join named n on n.guid = a.txn_guid
    )
    select m.*, case
        when m.guid is null then 'not_found'
        when m.nth > 1 or (m.attempt is not null and m.attempt <> m.attempts) then 'already'
        when m.answer = 'success' then case when m.before_status = 'success' then 'already' else 'paid' end
        when m.before_status not in ('pending', 'success') then 'already'
        when m.code = any(${sql.param([...RETRYABLE_UNPAID_CODES])}::text[]) and m.attempts - 1 < m.retries
          then 'retry_scheduled'
        else 'failed'
      end as outcome, null::uuid as new_payment, null::text as held_status
    from matched m`);
  await tx.execute(sql`drop table ${A}`);
  await tx.execute(sql`analyze ${D}`);
}

/**
 * The money rule of every path on the chunk's decisions: a collection paid for a policy whose cover has ended
 * (`policiesOutOfCover`, the contract's `coverEnded`) is `held` — the money is kept as unallocated money, not applied.
 */
async function markHeld(tx: Executor, partner: string, today: string) {
  const paid = await tx.execute<{ policy_guid: string }>(
    sql`select distinct policy_guid::text as policy_guid from ${D} where outcome = 'paid'`,
  );
  const ended = await policiesOutOfCover(
    tx,
    partner,
    today,
    paid.rows.map((r) => r.policy_guid),
  );
  if (!ended.size) return;
  await tx.execute(sql`
    update ${D} d set outcome = 'held', held_status = e.status
    from unnest(${sql.param([...ended.keys()])}::uuid[], ${sql.param([...ended.values()])}::text[]) as e(guid, status)
    where d.outcome = 'paid' and d.policy_guid = e.guid`);
}

/** Writes each line's outcome (a repeated answer is `already`, an unknown reference fails with it, held money too). */
async function writeOutcomes(tx: Executor, chunk: StagedChunk, mode: 'apply' | 'check') {
  await markStagedRows(
    tx,
    chunk,
    sql`select d.row_id,
      case d.outcome when 'not_found' then 'failed' when 'held' then 'failed' when 'already' then 'already'
        else ${mode === 'apply' ? 'applied' : 'valid'} end as status,
      case d.outcome when 'not_found' then 'debit_transaction_not_found'
        when 'held' then 'policy_not_payable_held' when 'already' then 'import_already_recorded' end as reason,
      case d.outcome when 'not_found' then jsonb_build_object('reference', d.reference)
        when 'held' then jsonb_build_object('status', d.held_status) end as reason_params
    from ${D} d
    ${mode === 'check' ? sql`where d.outcome in ('not_found', 'already', 'held')` : sql``}`,
  );
}

/** A dry run's chunk: the outcomes the lines would have, nothing else written. */
export async function checkStagedAnswers(tx: Executor, partner: string, chunk: StagedChunk, today: string) {
  await decideStaged(tx, partner, chunk, 'check');
  await markHeld(tx, partner, today);
  await writeOutcomes(tx, chunk, 'check');
  await tx.execute(sql`drop table ${D}`);
}

/**
 * A chunk of a bank answer file applied in the engine's transaction, set-based from its staged rows (no row travels
 * to the server): the rule and the writes of `applyAnswers` (the screen's path), each one statement for the chunk:
 * payments of the paid collections (unique reference: never twice; one reversed by a late failure counts again),
 * their PAYMENT_RECEIVED SMS, reversals, the collections' new state, one audit event per change, the lines' outcomes,
 * then the touched policies' standing (`applyPolicyStandingMany`: paid reinstates, unpaid past grace lapses).
 */
export async function applyStagedAnswers(
  tx: Executor,
  actor: Actor,
  partner: string,
  chunk: StagedChunk,
  opts: { today: string; reason: string },
) {
  const retryOn = await retryDateOf(tx, partner, opts.today);
  await decideStaged(tx, partner, chunk, 'apply');
  await markHeld(tx, partner, opts.today);
  const held = await tx.execute<{ reference: string; amount_in_cents: string; due_date: string; held_status: string }>(
    sql`select reference, amount_in_cents::text, due_date::text, held_status from ${D} where outcome = 'held'`,
  );
  await holdUnallocated(
    tx,
    actor,
    partner,
    held.rows.map((h) => ({
      mno_reference: `DO-${h.reference}`,
      amount_cents: Number(h.amount_in_cents),
      effected_date: h.due_date,
      reason: 'policy_not_payable_held',
      reason_params: { status: h.held_status },
      source: 'debit_order_answers',
    })),
  );
  await tx.execute(sql`
    with paid as (select * from ${D} where outcome = 'paid'),
    inserted as (
      insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        status, mno_status, mno_message, payment_type, channel, created_by)
      select ${partner}, cd_uuidv7(), policy_guid, customer_guid, amount_in_cents, due_date::timestamp at time zone 'UTC',
        'DO-' || reference, 'succeeded', 'debit_order', null, 'normal', 'DebitOrder', ${actor.username}
      from paid order by line
      on conflict (partner_guid, mno_reference) do nothing
      returning guid, mno_reference
    ), again as (
      -- Paid before, then reversed by a late failure: the same payment counts again (a row just inserted is not seen).
      update payments p set status = 'succeeded', updated_at = now() from paid d
      where p.partner_guid = ${partner} and p.mno_reference = 'DO-' || d.reference
        and p.mno_reference = any(array(select 'DO-' || reference from paid))
      returning p.guid, p.mno_reference
    )
    update ${D} d set new_payment = x.guid
    from (select * from inserted union all select * from again) x
    where d.outcome = 'paid' and x.mno_reference = 'DO-' || d.reference`);
  await queueEventSmsFrom(
    tx,
    partner,
    'PAYMENT_RECEIVED',
    sql`select customer_guid, policy_guid, line as n from ${D} where outcome = 'paid' and new_payment is not null`,
  );
  await tx.execute(sql`
    update payments p set status = 'reversed', updated_at = now() from ${D} d
    where d.outcome in ('retry_scheduled', 'failed') and d.before_status = 'success'
      and p.partner_guid = ${partner} and p.guid = d.before_payment
      and p.guid = any(array(select before_payment from ${D} where before_payment is not null))`);
  await tx.execute(sql`
    update debit_order_transactions t
    set status = case when d.outcome in ('paid', 'held') then 'success' else d.outcome end,
      unpaid_code = case when d.outcome in ('paid', 'held') then t.unpaid_code else coalesce(d.code, t.unpaid_code) end,
      retry_on = case when d.outcome = 'retry_scheduled' then ${retryOn}::date end,
      payment_guid = d.new_payment, reason = ${opts.reason}, updated_at = now()
    from ${D} d
    where d.outcome in ('paid', 'held', 'retry_scheduled', 'failed') and t.partner_guid = ${partner} and t.guid = d.guid
      and t.guid = any(array(select guid from ${D} where outcome in ('paid', 'held', 'retry_scheduled', 'failed')))`);
  await tx.execute(
    auditFrom(actor, {
      partner_guid: partner,
      entity_type: 'debit_order_transaction',
      entity_guid: sql`d.guid::text`,
      action: sql`d.outcome`,
      before: sql`jsonb_build_object('status', d.before_status, 'attempts', d.attempts, 'unpaid_code', d.before_code)`,
      after: sql`jsonb_build_object('status', case when d.outcome in ('paid', 'held') then 'success' else d.outcome end,
        'attempts', d.attempts,
        'unpaid_code', case when d.outcome in ('paid', 'held') then d.before_code else coalesce(d.code, d.before_code) end,
        'retry_on', case when d.outcome = 'retry_scheduled' then ${retryOn}::date end, 'payment_guid', d.new_payment)`,
      reason: opts.reason,
      from: sql`${D} d where d.outcome in ('paid', 'held', 'retry_scheduled', 'failed') order by d.line`,
    }),
  );
  await writeOutcomes(tx, chunk, 'apply');
  const touched = await tx.execute<{ policy_guid: string }>(
    sql`select distinct policy_guid from ${D} where outcome in ('paid', 'failed')`,
  );
  const outcomes = await tx.execute<{ outcome: string; n: number }>(
    sql`select outcome, count(*)::int as n from ${D} where outcome in ('paid', 'retry_scheduled', 'failed') group by 1`,
  );
  await tx.execute(sql`drop table ${D}`);
  for (const o of outcomes.rows) debitCollectionsCounted(o.outcome, Number(o.n));
  await applyPolicyStandingMany(
    tx,
    actor,
    partner,
    touched.rows.map((r) => r.policy_guid),
    opts.today,
    { reason: opts.reason },
  );
}
