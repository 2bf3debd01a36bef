import {
  BULK_PAYMENT_COLUMNS,
  BULK_PAYMENT_OPTIONAL_COLUMNS,
  type BulkPaymentRow,
  bulkPaymentRow,
  bulkPaymentRowFor,
  type MoneyRefusal,
  moneyRefusal,
  type PayablePolicy,
} from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { auditFrom } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  type ApplyContext,
  type ImportDomain,
  type RowOutcome,
  readStagedRows,
  type StagedRow,
  writeRowOutcomes,
} from '../../platform/imports/index.ts';
import { applyPolicyStandingMany } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { heldReasonOf } from './payable-policy.ts';
import { holdUnallocated } from './unallocated.service.ts';
import './payments.messages.ts';
import { moneyRuleOfBatch } from '../configuration/index.ts';

type Row = StagedRow<BulkPaymentRow>;
/** Policies whose standing is recomputed per call in a chunk. */
const STANDING_SLICE = 2500;
type PolicyFacts = PayablePolicy & { guid: string; customer_guid: string };
type Accepted = Row & { guid: string; policy: string; customer: string };

/** The chunk's policies by number, with what the money rule reads: one statement (index probes by number). */
async function policiesOf(tx: Tx, partner: string, rows: Row[]): Promise<Map<string, PolicyFacts>> {
  const numbers = [...new Set(rows.map((r) => r.row.policy_number))];
  const found = await tx.execute<PolicyFacts & { number: string; [k: string]: unknown }>(sql`
    select p.policy_number as number, p.guid, p.customer_guid, p.status, p.valid_until::text as valid_until,
      ((p.purchased_at at time zone 'UTC')::date)::text as purchased_on
    from policies p
    where p.partner_guid = ${partner} and p.policy_number = any(${sql.param(numbers)}::text[])`);
  return new Map(found.rows.map((p) => [p.number, p]));
}

/**
 * References of the chunk the partner already knows: recorded as a payment, or held as unallocated money (`open`:
 * still unallocated, so a fixed line — the error file with the right policy number — may settle it).
 */
async function knownReferences(tx: Tx, partner: string, rows: Row[]) {
  const refs = sql.param(rows.map((r) => r.key));
  const r = await tx.execute<{ ref: string; open: boolean }>(sql`
    select mno_reference as ref, false as open from payments
    where partner_guid = ${partner} and mno_reference = any(${refs}::text[])
    union all
    select mno_reference, status = 'unallocated' from unallocated_money
    where partner_guid = ${partner} and mno_reference = any(${refs}::text[])`);
  const closed = new Set(r.rows.filter((x) => !x.open).map((x) => x.ref));
  const open = new Set(r.rows.filter((x) => x.open && !closed.has(x.ref)).map((x) => x.ref));
  return { closed, open };
}

interface Judged {
  r: Row;
  policy?: PolicyFacts;
  refusal?: MoneyRefusal;
  /** Already recorded (or decided): `already`, never a second payment. */
  known: boolean;
  /** Held as unallocated money: applied now it names a payable policy (the entry is then matched), else `already`. */
  held: boolean;
}

/**
 * Each row judged by the money rule of every path (contract `moneyRefusal`: the transfer did not fail, the date is
 * neither ahead nor before the policy was bought, the policy exists and is in cover); a reference already recorded is
 * `already` whatever the rest says, and so is one held as unallocated money while its line is still refused.
 */
async function judge(tx: Tx, ctx: ApplyContext, rows: Row[]): Promise<Judged[]> {
  const policyOf = await policiesOf(tx, ctx.partner, rows);
  const { closed, open } = await knownReferences(tx, ctx.partner, rows);
  return rows.map((r) => {
    const policy = policyOf.get(r.row.policy_number);
    const refusal = moneyRefusal({
      mno_status: r.row.mno_status,
      effected_date: r.row.effected_date,
      today: ctx.today,
      policy_number: r.row.policy_number,
      policy: policy ?? null,
    });
    const held = open.has(r.key);
    return { r, policy, refusal, known: closed.has(r.key) || (held && Boolean(refusal)), held };
  });
}

const refusedOutcome = (j: Judged): RowOutcome => ({
  line: j.r.line,
  status: 'failed',
  reason: j.refusal!.hold ? heldReasonOf(j.refusal!) : j.refusal!.reason,
  ...(j.refusal!.params ? { params: j.refusal!.params } : {}),
});

/**
 * Applies judged rows: refused ones fail with their reason, and those whose money is real but belongs to no policy
 * in cover are held as unallocated money (`holdUnallocated`, one entry per reference); the payable ones are recorded
 * (`on conflict do nothing` on the partner's MNO reference) with their audit events and SMS, and every policy that got
 * a payment moves to the standing its premiums call for (`applyPolicyStandingMany`, once per policy per chunk).
 */
async function applyRows(tx: Tx, ctx: ApplyContext, rows: Row[]): Promise<RowOutcome[]> {
  const judged = await judge(tx, ctx, rows);
  const outcomes = new Map<number, RowOutcome>();
  const accepted: Accepted[] = [];
  const held = [];
  for (const j of judged) {
    if (j.known) outcomes.set(j.r.line, { line: j.r.line, status: 'already', reason: 'import_already_recorded' });
    else if (j.refusal) {
      outcomes.set(j.r.line, refusedOutcome(j));
      if (j.refusal.hold)
        held.push({
          mno_reference: j.r.row.mno_reference,
          amount_cents: j.r.row.amount,
          effected_date: j.r.row.effected_date,
          payer_msisdn: j.r.row.msisdn,
          payer_name: j.r.row.payer_name,
          policy_number: j.r.row.policy_number,
          reason: heldReasonOf(j.refusal),
          reason_params: j.refusal.params ?? null,
          source: 'bulk_payments',
          batch_guid: ctx.batch.guid,
          line: j.r.line,
        });
    } else accepted.push({ ...j.r, guid: uuidv7(), policy: j.policy!.guid, customer: j.policy!.customer_guid });
  }
  await holdUnallocated(tx, ctx.actor, ctx.partner, held);
  const inserted = accepted.length ? await insertPayments(tx, ctx, accepted) : new Set<string>();
  const paid = accepted.filter((r) => inserted.has(r.guid));
  const heldRefs = new Set(judged.filter((j) => j.held && !j.known).map((j) => j.r.key));
  await settleHeld(
    tx,
    ctx,
    paid.filter((r) => heldRefs.has(r.key)),
  );
  await queueEventSms(
    tx,
    ctx.partner,
    'PAYMENT_RECEIVED',
    paid.map((r) => ({ customer_guid: r.customer, policy_guid: r.policy })),
  );
  for (const r of accepted)
    outcomes.set(
      r.line,
      inserted.has(r.guid)
        ? { line: r.line, status: 'applied' }
        : { line: r.line, status: 'already', reason: 'import_already_recorded' },
    );
  const touched = [...new Set(paid.map((r) => r.policy))];
  for (let i = 0; i < touched.length; i += STANDING_SLICE)
    await applyPolicyStandingMany(tx, ctx.actor, ctx.partner, touched.slice(i, i + STANDING_SLICE), ctx.today, {
      reason: `bulk payment batch ${ctx.batch.guid}`,
    });
  return rows.map((r) => outcomes.get(r.line)!);
}

/** The dry run of judged rows: what applying would do, nothing written. */
async function checkRows(tx: Tx, ctx: ApplyContext, rows: Row[]): Promise<RowOutcome[]> {
  return (await judge(tx, ctx, rows)).map((j) =>
    j.known
      ? { line: j.r.line, status: 'already', reason: 'import_already_recorded' }
      : j.refusal
        ? refusedOutcome(j)
        : { line: j.r.line, status: 'valid' },
  );
}

/**
 * Bulk payments on the import engine: a mobile-money statement of premiums. The key is the MNO reference: one already
 * recorded for the partner (by hand, by a gateway or by another file) or held as unallocated money is `already`, never
 * a second payment. Every row goes through the money rule of every path (`moneyRefusal`); a line whose transfer failed
 * is refused (no money moved, nothing recorded), a line for no policy or a policy out of cover fails with its reason
 * and its money is held as unallocated money. The hooks read a chunk of 10,000 staged lines, judge them once
 * (`judge`: the dry run and applying share it), then write with a few statements.
 */
export const bulkPaymentsImport: ImportDomain<BulkPaymentRow> = {
  kind: 'bulk_payments',
  columns: BULK_PAYMENT_COLUMNS,
  optionalColumns: BULK_PAYMENT_OPTIONAL_COLUMNS,
  schema: bulkPaymentRow,
  // The file's amounts are read with the partner's money rule, recorded on the batch when it was uploaded.
  forBatch: (options) => ({ schema: bulkPaymentRowFor(moneyRuleOfBatch(options)) }),
  keyOf: (row) => row.mno_reference,

  /** Dry run: refused rows `failed`, references already known `already`; the rest stays `valid`. */
  async checkStaged(tx, ctx, chunk) {
    const rows = await readStagedRows<BulkPaymentRow>(tx, chunk);
    if (!rows.length) return;
    await writeRowOutcomes(tx, rows, await checkRows(tx, ctx, rows));
  },

  async applyStaged(tx, ctx, chunk) {
    const rows = await readStagedRows<BulkPaymentRow>(tx, chunk);
    if (!rows.length) return;
    await writeRowOutcomes(tx, rows, await applyRows(tx, ctx, rows));
  },
};

/**
 * Money held as unallocated whose line came again with a payable policy (the error file, fixed): the entries are
 * matched to the payment just recorded, with their audit events, in one statement.
 */
async function settleHeld(tx: Tx, ctx: ApplyContext, rows: Accepted[]) {
  if (!rows.length) return;
  const col = <T>(f: (r: Accepted) => T) => sql.param(rows.map(f));
  await tx.execute(sql`
    with input as (
      select * from unnest(${col((r) => r.key)}::text[], ${col((r) => r.policy)}::uuid[], ${col((r) => r.guid)}::uuid[])
        as t(ref, policy_guid, payment_guid)
    ), before as (
      select u.* from unallocated_money u join input i on i.ref = u.mno_reference
      where u.partner_guid = ${ctx.partner} and u.status = 'unallocated'
    ), after as (
      update unallocated_money u set status = 'matched', policy_guid = i.policy_guid, payment_guid = i.payment_guid,
        decided_by = ${ctx.actor.username}, decided_at = now(), decision_note = ${`bulk payment batch ${ctx.batch.guid}`},
        updated_at = now()
      from input i where u.partner_guid = ${ctx.partner} and u.mno_reference = i.ref and u.status = 'unallocated'
      returning u.*
    )
    ${auditFrom(ctx.actor, {
      partner_guid: ctx.partner,
      entity_type: 'unallocated_money',
      entity_guid: sql`a.guid::text`,
      action: 'match',
      before: sql`to_jsonb(b)`,
      after: sql`to_jsonb(a)`,
      reason: `bulk payment batch ${ctx.batch.guid}`,
      from: sql`after a join before b on b.guid = a.guid`,
    })}`);
}

/** One statement: the payments (skipping references already recorded) and their audit events. Answers the new guids. */
async function insertPayments(tx: Tx, ctx: ApplyContext, rows: Accepted[]): Promise<Set<string>> {
  const type = ctx.batch.options.payment_type === 'bundle' ? 'bundle' : 'normal';
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  const result = await tx.execute<{ guid: string }>(sql`
    with input as (
      select * from unnest(${col((r) => r.guid)}::uuid[], ${col((r) => r.policy)}::uuid[],
        ${col((r) => r.customer)}::uuid[], ${col((r) => r.row.amount)}::int[],
        ${col((r) => `${r.row.effected_date}T00:00:00Z`)}::timestamptz[], ${col((r) => r.row.mno_reference)}::text[],
        ${col((r) => r.row.mno_status)}::text[], ${col((r) => r.row.mno_message)}::text[])
        as t(guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, mno_status, mno_message)
    ), inserted as (
      insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        status, mno_status, mno_message, payment_type, channel, created_by)
      select ${ctx.partner}, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        'succeeded', coalesce(mno_status, 'bulk_payment'), mno_message, ${type}, 'BulkUpload', ${ctx.actor.username}
      from input
      on conflict (partner_guid, mno_reference) do nothing
      returning *
    ), audited as (
      ${auditFrom(ctx.actor, {
        partner_guid: ctx.partner,
        entity_type: 'payment',
        entity_guid: sql`p.guid::text`,
        action: 'bulk_payment',
        after: sql`to_jsonb(p)`,
        reason: `batch ${ctx.batch.guid}`,
        from: sql`inserted p join input i on i.guid = p.guid`,
      })}
    )
    select guid from inserted`);
  return new Set(result.rows.map((r) => r.guid));
}
