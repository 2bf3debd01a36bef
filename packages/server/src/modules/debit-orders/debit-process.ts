import { RETRYABLE_UNPAID_CODES } from '@coverdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Actor, auditFrom } from '../../platform/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { debitCollectionsCounted } from '../../platform/metrics.ts';
import { partnerConfigsRepository, readConfig } from '../configuration/index.ts';
import { holdUnallocated, payments, policiesOutOfCover } from '../payments/index.ts';
import { addDays, applyPolicyStandingMany } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { holidaysOf, nextBusinessDay } from './debit-calendar.ts';
import type { DebitTransactionRow } from './debit-orders.repository.ts';
import { debitOrderTransactions } from './debit-orders.tables.ts';

/** One answer about a collection: by guid (the screen) or by reference (a bank file), with the attempt it answers. */
export interface DebitAnswer {
  guid?: string;
  reference?: string;
  status: 'success' | 'failed';
  unpaid_code?: string;
  attempt?: number;
}
export type DebitOutcome = 'paid' | 'held' | 'retry_scheduled' | 'failed' | 'already' | 'not_found';

export interface Decision {
  answer: DebitAnswer;
  row?: DebitTransactionRow;
  outcome: DebitOutcome;
  set?: Partial<DebitTransactionRow>;
  /** The payment the success records (its guid), or the payment a failure after "taken as paid" reverses. */
  newPayment?: string;
  reversePayment?: string;
  /** `held`: the status of the policy whose cover had ended (the money is held as unallocated money). */
  heldStatus?: string;
}

export interface DebitSettings {
  assume_paid_days: number;
  retry_days: number;
}

export async function debitSettingsOf(db: Executor, partner: string): Promise<DebitSettings> {
  const c = readConfig('config', await partnerConfigsRepository.get(db, partner, 'config'));
  return { assume_paid_days: c.debit_order_assume_paid_days, retry_days: c.debit_order_retry_days };
}

export const isRetryable = (code: string | undefined) => Boolean(code && RETRYABLE_UNPAID_CODES.includes(code));

/** The payment reference of a collection: unique per partner, so a collection is never paid twice. */
export const paymentReferenceOf = (reference: string) => `DO-${reference}`;

/**
 * What an answer does to a collection (pure):
 * - success: a collection not yet paid is paid (its premium becomes a payment); a paid one is `already`;
 * - failed: a pending (or taken-as-paid) collection records the unpaid code; with a code worth a retry (02) and
 *   retries left it is sent again on `retry_on` (the next business day after the partner's retry days), otherwise it
 *   fails for good. A failure of a collection taken as paid reverses its payment. A collection already failed or
 *   waiting for its retry is `already` (the same answer twice changes nothing).
 * An answer naming an earlier attempt than the collection's is `already` (stale).
 */
export function decide(
  row: DebitTransactionRow | undefined,
  answer: DebitAnswer,
  ctx: { today: string; retryOn: string },
): Decision {
  if (!row) return { answer, outcome: 'not_found' };
  if (answer.attempt !== undefined && answer.attempt !== row.attempts) return { answer, row, outcome: 'already' };
  if (answer.status === 'success') {
    if (row.status === 'success') return { answer, row, outcome: 'already' };
    return {
      answer,
      row,
      outcome: 'paid',
      newPayment: uuidv7(),
      set: { status: 'success', retry_on: null },
    };
  }
  if (row.status !== 'pending' && row.status !== 'success') return { answer, row, outcome: 'already' };
  const code = answer.unpaid_code ?? null;
  const retry = isRetryable(answer.unpaid_code) && row.attempts - 1 < row.retries;
  return {
    answer,
    row,
    outcome: retry ? 'retry_scheduled' : 'failed',
    ...(row.status === 'success' && row.payment_guid ? { reversePayment: row.payment_guid } : {}),
    set: {
      status: retry ? 'retry_scheduled' : 'failed',
      unpaid_code: code,
      retry_on: retry ? ctx.retryOn : null,
      payment_guid: null,
    },
  };
}

/** The collections named by the answers (by guid or reference), locked when about to change. */
export async function loadTransactions(db: Executor, partner: string, answers: DebitAnswer[], forUpdate: boolean) {
  const guids = answers.flatMap((a) => (a.guid ? [a.guid] : []));
  const refs = answers.flatMap((a) => (a.reference ? [a.reference] : []));
  const t = debitOrderTransactions;
  const byGuid = new Map<string, DebitTransactionRow>();
  const byRef = new Map<string, DebitTransactionRow>();
  for (const [col, list, type] of [
    [t.guid, guids, sql`uuid[]`],
    [t.reference, refs, sql`text[]`],
  ] as const) {
    if (!list.length) continue;
    // One array parameter (not one per value): a bank file's chunk names 1000 collections.
    const q = db
      .select()
      .from(t)
      .where(and(eq(t.partner_guid, partner), sql`${col} = any(${sql.param([...new Set(list)])}::${type})`))
      .orderBy(t.guid);
    for (const r of forUpdate ? await q.for('update') : await q) {
      byGuid.set(r.guid, r);
      byRef.set(r.reference, r);
    }
  }
  return (a: DebitAnswer) => (a.guid ? byGuid.get(a.guid) : a.reference ? byRef.get(a.reference) : undefined);
}

/** The day a failure answered `today` is sent again: the next business day after the partner's retry days. */
export async function retryDateOf(db: Executor, partner: string, today: string) {
  const target = addDays(today, (await debitSettingsOf(db, partner)).retry_days);
  return nextBusinessDay(target, await holidaysOf(db, partner, target, addDays(target, 20)));
}

/** The decisions for a list of answers, in order; a collection named twice takes the first answer only. */
export async function decideAll(
  db: Executor,
  partner: string,
  answers: DebitAnswer[],
  today: string,
  forUpdate: boolean,
): Promise<Decision[]> {
  const find = await loadTransactions(db, partner, answers, forUpdate);
  const retryOn = await retryDateOf(db, partner, today);
  const seen = new Set<string>();
  const decisions = answers.map((a): Decision => {
    const row = find(a);
    if (row && seen.has(row.guid)) return { answer: a, row, outcome: 'already' as const };
    if (row) seen.add(row.guid);
    return decide(row, a, { today, retryOn });
  });
  // The money rule of every path: a collection paid for a policy whose cover has ended is not applied to it. The
  // collection is paid (the bank took the money) and the money is held as unallocated money.
  const paid = decisions.filter((d) => d.outcome === 'paid');
  const ended = await policiesOutOfCover(
    db,
    partner,
    today,
    paid.map((d) => d.row!.policy_guid),
  );
  for (const d of paid) {
    const status = ended.get(d.row!.policy_guid);
    if (!status) continue;
    d.outcome = 'held';
    d.heldStatus = status;
    d.newPayment = undefined;
    d.set = { status: 'success', retry_on: null, payment_guid: null };
  }
  return decisions;
}

/**
 * Applies answers to collections in the caller's transaction, set-based (a bank file's chunk of 1000 is a handful of
 * statements): payments of the paid ones (unique reference: never twice), reversals, the collections' new state,
 * one audit event per change (with the reason), and the touched policies' standing (`applyPolicyStandingMany`, the
 * policies' one rule: a premium paid activates or reinstates; unpaid past the product's debit grace days lapses).
 */
export async function applyAnswers(
  tx: Executor,
  actor: Actor,
  partner: string,
  answers: DebitAnswer[],
  opts: { today: string; reason: string },
): Promise<Decision[]> {
  const decisions = await decideAll(tx, partner, answers, opts.today, true);
  const changed = decisions.filter((d) => d.set && d.row);
  if (!changed.length) return decisions;
  const paid = changed.filter((d) => d.newPayment);
  if (paid.length) {
    const col = <T>(f: (d: Decision) => T) => sql.param(paid.map(f));
    const inserted = await tx.execute<{ guid: string; mno_reference: string }>(sql`
      insert into payments (partner_guid, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference,
        status, mno_status, mno_message, payment_type, channel, created_by)
      select ${partner}, guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference, 'succeeded',
        'debit_order', null, 'normal', 'DebitOrder', ${actor.username}
      from unnest(${col((d) => d.newPayment!)}::uuid[], ${col((d) => d.row!.policy_guid)}::uuid[],
        ${col((d) => d.row!.customer_guid)}::uuid[], ${col((d) => d.row!.amount_in_cents)}::bigint[],
        ${col((d) => `${d.row!.due_date}T00:00:00Z`)}::timestamptz[],
        ${col((d) => paymentReferenceOf(d.row!.reference))}::text[])
        as t(guid, policy_guid, customer_guid, amount_cents, effected_at, mno_reference)
      on conflict (partner_guid, mno_reference) do nothing
      returning guid, mno_reference`);
    const fresh = new Set(inserted.rows.map((r) => r.guid));
    const again = paid.filter((d) => !fresh.has(d.newPayment!));
    if (again.length) {
      // Paid before, then reversed by a late failure: the same payment counts again.
      const back = await tx
        .update(payments)
        .set({ status: 'succeeded', updated_at: sql`now()` })
        .where(
          and(
            eq(payments.partner_guid, partner),
            inArray(
              payments.mno_reference,
              again.map((d) => paymentReferenceOf(d.row!.reference)),
            ),
          ),
        )
        .returning({ guid: payments.guid, ref: payments.mno_reference });
      const byRef = new Map(back.map((b) => [b.ref, b.guid]));
      for (const d of again) d.newPayment = byRef.get(paymentReferenceOf(d.row!.reference));
    }
    for (const d of paid) d.set!.payment_guid = d.newPayment ?? null;
    await queueEventSms(
      tx,
      partner,
      'PAYMENT_RECEIVED',
      paid.flatMap((d) =>
        d.newPayment ? [{ customer_guid: d.row!.customer_guid, policy_guid: d.row!.policy_guid }] : [],
      ),
    );
  }
  await holdUnallocated(
    tx,
    actor,
    partner,
    changed
      .filter((d) => d.outcome === 'held')
      .map((d) => ({
        mno_reference: paymentReferenceOf(d.row!.reference),
        amount_cents: d.row!.amount_in_cents,
        effected_date: d.row!.due_date,
        reason: 'policy_not_payable_held',
        reason_params: { status: d.heldStatus! },
        source: 'debit_order_answers',
      })),
  );
  const reversed = changed.flatMap((d) => (d.reversePayment ? [d.reversePayment] : []));
  if (reversed.length)
    await tx
      .update(payments)
      .set({ status: 'reversed', updated_at: sql`now()` })
      .where(and(eq(payments.partner_guid, partner), inArray(payments.guid, reversed)));
  const col = <T>(f: (d: Decision) => T) => sql.param(changed.map(f));
  await tx.execute(sql`
    update debit_order_transactions t set status = u.status, unpaid_code = coalesce(u.unpaid_code, t.unpaid_code),
      retry_on = u.retry_on, payment_guid = u.payment_guid, reason = ${opts.reason}, updated_at = now()
    from unnest(${col((d) => d.row!.guid)}::uuid[], ${col((d) => d.set!.status!)}::text[],
      ${col((d) => d.set!.unpaid_code ?? null)}::text[], ${col((d) => d.set!.retry_on ?? null)}::date[],
      ${col((d) => d.set!.payment_guid ?? null)}::uuid[]) as u(guid, status, unpaid_code, retry_on, payment_guid)
    where t.partner_guid = ${partner} and t.guid = u.guid`);
  // One statement for the audit events (a row each, with the reason): 1000 rows of a bank file's chunk at once.
  await tx.execute(
    auditFrom(actor, {
      partner_guid: partner,
      entity_type: 'debit_order_transaction',
      entity_guid: sql`u.guid::text`,
      action: sql`u.action`,
      before: sql`jsonb_build_object('status', u.before_status, 'attempts', u.attempts, 'unpaid_code', u.before_code)`,
      after: sql`jsonb_build_object('status', u.status, 'attempts', u.attempts, 'unpaid_code', u.unpaid_code,
        'retry_on', u.retry_on, 'payment_guid', u.payment_guid)`,
      reason: opts.reason,
      from: sql`unnest(${col((d) => d.row!.guid)}::uuid[], ${col((d) => d.outcome)}::text[],
      ${col((d) => d.row!.status)}::text[], ${col((d) => d.row!.unpaid_code)}::text[],
      ${col((d) => d.row!.attempts)}::int[], ${col((d) => d.set!.status!)}::text[],
      ${col((d) => d.set!.unpaid_code ?? d.row!.unpaid_code)}::text[], ${col((d) => d.set!.retry_on ?? null)}::date[],
      ${col((d) => d.set!.payment_guid ?? null)}::uuid[])
      as u(guid, action, before_status, before_code, attempts, status, unpaid_code, retry_on, payment_guid)`,
    }),
  );
  const touched = [...new Set(changed.filter((d) => d.outcome !== 'retry_scheduled').map((d) => d.row!.policy_guid))];
  await applyPolicyStandingMany(tx, actor, partner, touched, opts.today, { reason: opts.reason });
  for (const outcome of ['paid', 'retry_scheduled', 'failed'] as const)
    debitCollectionsCounted(outcome, changed.filter((d) => d.outcome === outcome).length);
  return decisions;
}
