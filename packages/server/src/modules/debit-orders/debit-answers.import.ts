import {
  DEBIT_ANSWER_COLUMNS,
  DEBIT_ANSWER_OPTIONAL_COLUMNS,
  type DebitAnswerRow,
  debitAnswerRow,
} from '@coverdesk/contract';
import type { ImportDomain, RowOutcome, StagedRow } from '../../platform/imports/index.ts';
import { applyStagedAnswers, checkStagedAnswers } from './debit-answers.staged.ts';
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
  // Paid for a policy whose cover had ended: the line fails with the reason, the money is held as unallocated money.
  if (d.outcome === 'held')
    return { line: r.line, status: 'failed', reason: 'policy_not_payable_held', params: { status: d.heldStatus! } };
  return { line: r.line, status: dryRun ? 'valid' : 'applied' };
}

/**
 * A bank's answer file (paid / unpaid per collection reference) on the import engine: each chunk goes through the
 * same rule as `PUT debit_order_transactions/process` (`applyAnswers`): paid records the premium once, unpaid records
 * the code and schedules a retry when worth it, and a repeated answer is `already`. Key: reference + status + attempt.
 * The engine's set-based hooks are used (chunks of 10,000 lines, debit-answers.staged.ts): a chunk is decided and
 * written in SQL straight from its staged rows, a statement per kind of write; no row travels to the server.
 */
export const debitAnswersImport: ImportDomain<DebitAnswerRow> = {
  kind: 'debit_order_answers',
  columns: DEBIT_ANSWER_COLUMNS,
  optionalColumns: DEBIT_ANSWER_OPTIONAL_COLUMNS,
  schema: debitAnswerRow,
  keyOf: (row) => `${row.reference}:${row.status}:${row.attempt ?? ''}`,
  checkStaged: (tx, ctx, chunk) => checkStagedAnswers(tx, ctx.partner, chunk, ctx.today),
  applyStaged: (tx, ctx, chunk) =>
    applyStagedAnswers(tx, ctx.actor, ctx.partner, chunk, {
      today: ctx.today,
      reason: `bank answer file ${ctx.batch.guid}`,
    }),
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
