import {
  DEBIT_ANSWER_COLUMNS,
  DEBIT_ANSWER_OPTIONAL_COLUMNS,
  type DebitAnswerRow,
  debitAnswerRow,
} from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  type ImportDomain,
  type RowOutcome,
  type StagedChunk,
  type StagedRow,
  stagedRows,
} from '../../platform/imports/index.ts';
import { applyAnswers, type DebitAnswer, type Decision, decideAll } from './debit-process.ts';
import './debit-orders.messages.ts';

const answerOf = (r: StagedRow<DebitAnswerRow>): DebitAnswer => ({
  reference: r.row.reference,
  status: r.row.status,
  ...(r.row.unpaid_code ? { unpaid_code: r.row.unpaid_code } : {}),
  ...(r.row.attempt ? { attempt: r.row.attempt } : {}),
});

function outcomeOf(r: StagedRow<DebitAnswerRow>, d: Decision, dryRun: boolean): RowOutcome {
  if (d.outcome === 'not_found')
    return {
      line: r.line,
      status: 'failed',
      reason: 'debit_transaction_not_found',
      params: { reference: r.row.reference },
    };
  if (d.outcome === 'already') return { line: r.line, status: 'already' };
  return { line: r.line, status: dryRun ? 'valid' : 'applied' };
}

/** A chunk's staged rows (the values the schema parsed), in line order: one query. */
async function stagedAnswers(tx: Tx, chunk: StagedChunk): Promise<StagedRow<DebitAnswerRow>[]> {
  const r = await tx.execute<{ line: number; row_key: string; value: DebitAnswerRow }>(
    sql`${stagedRows(chunk)} order by line`,
  );
  return r.rows.map((x) => ({ line: Number(x.line), key: x.row_key, row: x.value }));
}

/** The rows' outcomes written back in one statement (an `already` without a reason says it was recorded before). */
async function setOutcomes(tx: Tx, batch: string, outcomes: RowOutcome[]) {
  if (!outcomes.length) return;
  const col = <T>(f: (o: RowOutcome) => T) => sql.param(outcomes.map(f));
  await tx.execute(sql`
    update import_rows r set status = u.status, reason = u.reason, reason_params = u.params::jsonb
    from unnest(${col((o) => o.line)}::int[], ${col((o) => o.status)}::text[],
      ${col((o) => o.reason ?? (o.status === 'already' ? 'import_already_recorded' : null))}::text[],
      ${col((o) => (o.params ? JSON.stringify(o.params) : null))}::text[]) as u(line, status, reason, params)
    where r.batch_guid = ${batch} and r.line = u.line`);
}

/**
 * A bank's answer file (paid / unpaid per collection reference) on the import engine: each chunk goes through the
 * same rule as `PUT debit_order_transactions/process` (`applyAnswers`): paid records the premium once, unpaid records
 * the code and schedules a retry when worth it, and a repeated answer is `already`. Key: reference + status + attempt.
 * The engine's set-based hooks are used (chunks of 10,000 lines): a chunk is one read of its staged rows, the handful
 * of set-based statements of `applyAnswers` (collections locked and read by one array parameter, payments, updates
 * and audit events each one statement) and one statement writing the rows' outcomes; nothing per row in SQL.
 */
export const debitAnswersImport: ImportDomain<DebitAnswerRow> = {
  kind: 'debit_order_answers',
  columns: DEBIT_ANSWER_COLUMNS,
  optionalColumns: DEBIT_ANSWER_OPTIONAL_COLUMNS,
  schema: debitAnswerRow,
  keyOf: (row) => `${row.reference}:${row.status}:${row.attempt ?? ''}`,
  async checkStaged(tx, ctx, chunk) {
    const rows = await stagedAnswers(tx, chunk);
    if (!rows.length) return;
    const decisions = await decideAll(tx, ctx.partner, rows.map(answerOf), ctx.today, false);
    const outcomes = rows.map((r, i) => outcomeOf(r, decisions[i]!, true));
    await setOutcomes(
      tx,
      chunk.batch,
      outcomes.filter((o) => o.status !== 'valid'),
    );
  },
  async applyStaged(tx, ctx, chunk) {
    const rows = await stagedAnswers(tx, chunk);
    if (!rows.length) return;
    const decisions = await applyAnswers(tx, ctx.actor, ctx.partner, rows.map(answerOf), {
      today: ctx.today,
      reason: `bank answer file ${ctx.batch.guid}`,
    });
    await setOutcomes(
      tx,
      chunk.batch,
      rows.map((r, i) => outcomeOf(r, decisions[i]!, false)),
    );
  },
  async check(tx, ctx, rows) {
    const decisions = await decideAll(tx, ctx.partner, rows.map(answerOf), ctx.today, false);
    return rows.map((r, i) => outcomeOf(r, decisions[i]!, true));
  },
  async apply(tx, ctx, rows) {
    const decisions = await applyAnswers(tx, ctx.actor, ctx.partner, rows.map(answerOf), {
      today: ctx.today,
      reason: `bank answer file ${ctx.batch.guid}`,
    });
    return rows.map((r, i) => outcomeOf(r, decisions[i]!, false));
  },
};
